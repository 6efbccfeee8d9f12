import Foundation

struct LoginResponse: Decodable {
    let value: String
    let refresh: String
    let accountID: String
}

final class LoginSessionStore {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func persist(_ response: LoginResponse) {
        defaults.set(response.value, forKey: Storage.Keys.session)
        defaults.set(response.accountID, forKey: Storage.Keys.selectedAccount)
        defaults.set(Date(), forKey: Storage.Keys.lastSync)
        UserDefaults.standard.set(true, forKey: Storage.Flags.didShowPushPrompt)
    }

    func rotate(to response: LoginResponse) {
        defaults.set(response.refresh, forKey: Storage.Keys.refresh)
    }
}

extension Storage.Keys {
    /// A key of the same extension, named without its namespace.
    static func migrateLegacySession(in defaults: UserDefaults, value: String) {
        defaults.set(value, forKey: session)
    }
}
