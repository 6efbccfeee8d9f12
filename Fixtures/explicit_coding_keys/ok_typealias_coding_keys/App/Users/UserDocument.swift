import Foundation

struct UserDocument: Decodable {
    let avatarURL: URL
}

typealias UserDoc = UserDocument
