import Foundation

struct AnalyticsEvent: Encodable {
    let name: String
    let parameters: [String: String]
    let timestamp: Date
}

enum AnalyticsDestination: String, Codable {
    case firebase
    case internalWarehouse = "internal"
}
