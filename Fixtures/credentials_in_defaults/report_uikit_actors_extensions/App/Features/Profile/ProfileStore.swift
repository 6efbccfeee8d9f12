import Foundation
import Observation

@Observable
final class ProfileStore {
    var displayName = ""
    var integrationEnabled = false
}

@MainActor extension ProfileStore {
    func connectIntegration(apiKey: String) {
        UserDefaults.standard.set(apiKey, forKey: "profile.integration")
        UserDefaults.standard.set(true, forKey: "profile.integration_enabled")
        integrationEnabled = true
    }
}

final class CredentialCache {
    static let shared = CredentialCache()

    private let store = UserDefaults.standard

    private init() {}

    func cache(password: String, for account: String) {
        store.set(password, forKey: "cache.\(account)")
    }
}
