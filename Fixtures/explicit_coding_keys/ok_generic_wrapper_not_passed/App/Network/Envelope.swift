import Foundation

// No stored property holds Payload: decoding Envelope<UserProfile> decodes no UserProfile.
struct Envelope<Payload: Decodable>: Decodable {
    let status: String
    let count: Int
}

struct UserProfile: Decodable {
    let avatarURL: URL
}

struct Account: Decodable {
    let accountID: String
}
