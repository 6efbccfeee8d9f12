import Foundation

final class SessionPersistence {
    static let shared = SessionPersistence()

    private let defaults: UserDefaults
    private let groupDefaults = UserDefaults(suiteName: "group.com.acme.shared")
    private var widgetDefaults: UserDefaults?
    private let cloudStore = NSUbiquitousKeyValueStore.default
    private let keychain = KeychainStore(service: "com.acme.session")

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.widgetDefaults = UserDefaults(suiteName: "group.com.acme.widgets")
    }

    func persist(_ session: AuthSession) {
        UserDefaults.standard.set(session.userID, forKey: "access_token")
        defaults.set(session.refreshToken, forKey: "session.refresh")
        self.defaults.setValue(session.idToken, forKey: "session.id")
        groupDefaults?.set(session.accessToken, forKey: "shared.session")
        widgetDefaults?.set(session.userID, forKey: "widget.jwt")
        cloudStore.set(session.refreshToken, forKey: "cloud.session")
        NSUbiquitousKeyValueStore.default.set(session.userID, forKey: "cloud.credentials")
        UserDefaults(suiteName: "group.com.acme.shared")?.set(session.accessToken, forKey: "group.session")
        UserDefaults(suiteName: "group.com.acme.watch")!.setValue(session.userID, forKey: "watch.bearer")
        keychain.set(session.refreshToken, forKey: "refresh_token")
        defaults.set(session.userID, forKey: "session.user_id")
    }

    func cacheForExtension(_ token: String, appGroup id: String) {
        let store = UserDefaults(suiteName: id) ?? .standard
        store.set(token, forKey: "extension.session")
        let local: UserDefaults = .standard
        local.set(token, forKey: "extension.fallback")
        let fresh = UserDefaults()
        fresh.set(id, forKey: "extension.secret")
    }

    static func migrate(legacyToken: String, into target: UserDefaults) {
        target.set(legacyToken, forKey: "migrated.session")
    }

    func mirror(password: String, to mirror: NSUbiquitousKeyValueStore? = nil) {
        mirror?.set(password, forKey: "mirror.login")
    }
}
