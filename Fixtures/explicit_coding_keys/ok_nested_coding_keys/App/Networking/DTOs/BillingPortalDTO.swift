import Foundation

final class BillingPortalDTO: Decodable {
    let portalURL: URL
    let expiresAt: Date

    private enum CodingKeys: String, CodingKey {
        case portalURL = "portalUrl"
        case expiresAt
    }
}
