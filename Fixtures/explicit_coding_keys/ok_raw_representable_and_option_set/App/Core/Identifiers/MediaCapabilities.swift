import Foundation

/// Bit flags sent by the server as a single integer.
struct MediaCapabilities: OptionSet, Decodable, Hashable {
    let rawValue: Int
    var cachedLabelID: String? = nil

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    static let playsHDR = MediaCapabilities(rawValue: 1 << 0)
    static let playsHEVC = MediaCapabilities(rawValue: 1 << 1)
    static let supportsAirPlay = MediaCapabilities(rawValue: 1 << 2)
}
