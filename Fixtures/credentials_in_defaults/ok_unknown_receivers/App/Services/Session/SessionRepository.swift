import Foundation

final class SessionRepository {
    let defaults: UserDefaults
    let store: KeyValueStoring

    init(defaults: UserDefaults = .standard, store: KeyValueStoring) {
        self.defaults = defaults
        self.store = store
    }

    func save(accessToken: String) {
        store.set(accessToken, forKey: "access_token")
    }
}
