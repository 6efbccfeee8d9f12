final class ServiceLocator {
    lazy var auth = AuthService()

    var session: SessionManager { SessionManager.shared }
}
