import Foundation

struct AuthorDTO: Decodable, Hashable {
    let handle: String
    let displayName: String
    let avatarUrl: URL?
    let badge: Badge?

    struct Badge: Decodable, Hashable {
        let title: String
        let iconURL: URL
    }
}
