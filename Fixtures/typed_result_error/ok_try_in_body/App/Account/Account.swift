struct Account: Decodable {
    let id: String
}

enum AccountError: Error {
    case noData
    case corrupt
}
