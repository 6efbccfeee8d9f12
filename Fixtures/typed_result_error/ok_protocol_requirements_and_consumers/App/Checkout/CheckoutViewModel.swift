@MainActor
final class CheckoutViewModel {
    var message = ""

    func checkResult(_ result: Result<Receipt, Error>) {
        switch result {
        case .success(let receipt):
            message = "Paid: \(receipt.id)"
        case .failure(let error):
            message = "Failed: \(error)"
        }
    }
}
