import Foundation

struct TrackingID: Decodable, Hashable {
    let rawValue: String
    let isUUID: Bool
}

extension TrackingID: RawRepresentable {
    init?(rawValue: String) {
        self.rawValue = rawValue
        self.isUUID = UUID(uuidString: rawValue) != nil
    }
}
