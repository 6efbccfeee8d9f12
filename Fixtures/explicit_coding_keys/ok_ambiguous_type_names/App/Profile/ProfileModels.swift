import Foundation

enum ProfileAPI {
    struct Response: Decodable {
        let avatarURL: URL?
    }
}
