import Foundation

struct ThemePreference: Codable {
    var accent: String
    var usesSystemAppearance: Bool

    enum CodingKeys: String, CodingKey {
        case accent
        case usesSystemAppearance = "system"
    }
}
