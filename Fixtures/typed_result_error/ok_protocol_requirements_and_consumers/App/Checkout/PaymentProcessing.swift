protocol PaymentProcessing {
    func pay(amount: Int, completion: @escaping (Result<Receipt, Error>) -> Void)
}

struct Receipt {
    let id: String
}
