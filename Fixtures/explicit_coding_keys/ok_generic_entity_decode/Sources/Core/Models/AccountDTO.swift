import Foundation

public struct AccountDTO: Decodable, Sendable {
    public let accountID: String
    public let avatarURL: URL?
}

public struct OrderDTO: Decodable, Sendable {
    public let orderID: String
    public let receiptURL: URL?
}
