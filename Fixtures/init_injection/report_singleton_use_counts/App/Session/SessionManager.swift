final class SessionManager {
    static let shared = SessionManager()
    var token: String?
}
