import Foundation

struct CardDTO: Decodable, Identifiable {
    let id: String
    let lastFour: String
    let artworkURL: URL?
}

struct TransactionDTO: Decodable, Identifiable {
    let id: String
    let merchantID: String
    let amountCents: Int
}

struct RewardDTO: Decodable {
    let rewardID: String
    let points: Int
}

struct StatementDTO: Decodable {
    let statementPDFURL: URL
}
