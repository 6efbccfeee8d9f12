import Foundation

/// Common envelope fields. Subclasses add the payload.
class BaseResponse: Decodable {
    let requestID: String
    let serverTime: Date

    init(requestID: String, serverTime: Date) {
        self.requestID = requestID
        self.serverTime = serverTime
    }
}

/// Adds no stored property of its own; inherits init(from:).
final class PingResponse: BaseResponse {
    var isHealthy: Bool { Date().timeIntervalSince(serverTime) < 60 }
    var latencyDescription: String { "ping \(requestID) at \(serverTime)" }
}

final class OrderListResponse: BaseResponse {
    let orderIDs: [String]
    let nextPageURL: URL?

    private enum CodingKeys: String, CodingKey {
        case orderIds, nextPageUrl
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orderIDs = try container.decode([String].self, forKey: .orderIds)
        nextPageURL = try container.decodeIfPresent(URL.self, forKey: .nextPageUrl)
        try super.init(from: decoder)
    }
}
