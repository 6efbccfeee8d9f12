final class CredentialStore {
    var accessToken: String?
}

enum AuthError: Error {
    case notSignedIn
}
