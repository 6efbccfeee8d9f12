import Foundation

struct SignInResponse: Decodable {
    let accessToken: String
    let tokenExpiry: Date
    let tokenCount: Int
    let user: UserDTO
}

struct UserDTO: Decodable {
    let id: String
    let email: String
    let passwordHintShown: Bool
}

struct StoredSession {
    var token: String?
    var refreshToken: String?
}

struct SavedCredential {
    let account: String
    let password: String
}

protocol AuthAPIClient: Sendable {
    func signIn(email: String, password: String) async throws -> SignInResponse
    func refreshToken() async throws -> String
}
