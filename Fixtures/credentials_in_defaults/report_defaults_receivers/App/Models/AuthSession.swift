import Foundation

struct AuthSession: Codable, Equatable {
    let userID: String
    let accessToken: String
    let refreshToken: String
    let idToken: String
    let expiresAt: Date
}
