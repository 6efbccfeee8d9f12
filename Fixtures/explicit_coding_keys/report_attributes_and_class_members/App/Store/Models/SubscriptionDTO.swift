import Foundation

@available(iOS, deprecated: 17.0, message: "Use SubscriptionStatus from StoreKit 2")
@frozen
public struct SubscriptionDTO: Codable, Sendable {
    public let productID: String
    public let renewsAt: Date?
    public let isTrial: Bool
}

@MainActor
extension SubscriptionDTO {
    var manageSubscriptionURL: URL {
        URL(string: "https://apps.apple.com/account/subscriptions")!
    }
}
