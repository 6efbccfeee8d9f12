final class TokenStore {
    var token: String?
}

enum AuthError: Error {
    case missingToken
    case malformed
}
