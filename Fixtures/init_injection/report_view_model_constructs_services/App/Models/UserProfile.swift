import Foundation

struct UserProfileDTO: Decodable {
    let id: String
    let displayName: String
    let bio: String?
    let joinedAt: Date
}

struct UserProfile: Equatable {
    let id: String
    let displayName: String
    let bio: String
    let joinedAt: Date

    init(dto: UserProfileDTO) {
        id = dto.id
        displayName = dto.displayName
        bio = dto.bio ?? ""
        joinedAt = dto.joinedAt
    }
}

enum AppConfiguration {
    static let apiBaseURL = URL(string: "https://api.example.com/v2")!
}
