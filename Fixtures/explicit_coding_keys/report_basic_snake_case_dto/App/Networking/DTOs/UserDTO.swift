import Foundation

/// The user record returned by `GET /v2/users/{id}`.
///
/// The backend sends snake_case keys (`avatar_url`, `homepage_url`, ...).
struct UserDTO: Decodable, Equatable, Identifiable {
    let id: Int
    let username: String
    let displayName: String
    let avatarURL: URL?
    let homepageURL: URL?
    let followerCount: Int
    let createdAt: Date
}
