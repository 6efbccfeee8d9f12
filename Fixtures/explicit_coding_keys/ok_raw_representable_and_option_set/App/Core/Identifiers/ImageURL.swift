import Foundation

/// A validated image address. Encodes as a single string, not a keyed object.
struct ImageURL: RawRepresentable, Decodable, Hashable {
    let rawValue: String
    let isCDN: Bool

    init?(rawValue: String) {
        guard rawValue.hasPrefix("https://") else { return nil }
        self.rawValue = rawValue
        self.isCDN = rawValue.contains(".cdn.")
    }
}
