import Foundation

/// Onboarding state shared with the widget through the app group.
final class OnboardingProgressStore {
    private lazy var defaults = {
        let defaults = UserDefaults(suiteName: AppGroup.identifier) ?? .standard
        defaults.register(defaults: ["onboarding.step": 0])
        return defaults
    }()

    private lazy var cloud = { NSUbiquitousKeyValueStore.default }()

    private lazy var keychain = {
        let fallback = UserDefaults.standard
        return KeychainStore(service: "com.acme.app.onboarding", fallback: fallback)
    }()

    private lazy var legacy = {
        guard let suite = UserDefaults(suiteName: "com.acme.app.legacy") else { return UserDefaults.standard }
        return suite
    }()

    func save(step: Int) {
        defaults.set(step, forKey: "onboarding.step")
    }

    func saveInvite(_ inviteToken: String) {
        defaults.set(inviteToken, forKey: "onboarding.invite")
    }

    func syncPasscode(_ passcode: String) {
        cloud.set(passcode, forKey: "settings.passcode")
    }

    func storeSession(_ token: String) {
        keychain.set(token, forKey: "auth_token")
    }

    func migrateLegacy(sessionSecret: String) {
        legacy.set(sessionSecret, forKey: "session")
    }
}
