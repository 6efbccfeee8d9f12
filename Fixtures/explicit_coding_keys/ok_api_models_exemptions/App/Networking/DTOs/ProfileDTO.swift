import Foundation

struct ProfileDTO: Decodable {
    let displayName: String
    let avatarURL: URL?

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case avatarURL = "avatar_url"
    }
}

struct ConsentDTO: Codable {
    let marketingOptIn: Bool
    let updatedAt: Date

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let flags = try container.decode([String: Bool].self)
        marketingOptIn = flags["marketing"] ?? false
        updatedAt = Date()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(["marketing": marketingOptIn])
    }
}

/// Single-word properties only.
struct CountryDTO: Decodable {
    let code: String
    let name: String
}

enum ProfileVisibilityDTO: String, Codable {
    case everyone
    case followersOnly = "followers_only"
}

struct LocaleDTO: RawRepresentable, Codable, Hashable {
    let rawValue: String
    var languageCode: String { String(rawValue.prefix(2)) }
}
