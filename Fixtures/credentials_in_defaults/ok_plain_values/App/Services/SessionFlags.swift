import CoreGraphics
import Foundation

final class SessionFlags {
    private let defaults: UserDefaults
    private var hasPasscode = true
    private var failedPasscodeAttempts = 0
    private var tokenLifetime: TimeInterval = 3600
    private let passwordStrength: Double
    private let tokenBadgeScale: CGFloat = 1.5
    private let minimumPasswordScore: Float = 0.6

    init(defaults: UserDefaults = .standard, passwordStrength: Double) {
        self.defaults = defaults
        self.passwordStrength = passwordStrength
    }

    func recordSignIn(didMigrateKeychainToken: Bool, tokenIssuedAt: Date) {
        defaults.set(true, forKey: "didMigrateKeychainToken")
        defaults.set(didMigrateKeychainToken, forKey: "migration.keychain_token")
        defaults.set(hasPasscode, forKey: "settings.passcode")
        defaults.set(failedPasscodeAttempts, forKey: "failed_passcode")
        defaults.set(0, forKey: "auth_token")
        defaults.set(3.5, forKey: "refresh_token")
        defaults.set(Date(), forKey: "last_token")
        defaults.set(Date.now, forKey: "access_token")
        defaults.set(.now, forKey: "jwt")
        defaults.set(tokenIssuedAt, forKey: "session.token")
        defaults.set(tokenLifetime, forKey: "session.password")
        defaults.set(passwordStrength, forKey: "signup.password")
        defaults.set(tokenBadgeScale, forKey: "badge.token")
        defaults.set(minimumPasswordScore, forKey: "policy.password")
        defaults.set(false, forKey: Keys.bearer)
        let refreshedAt: Date = Date()
        defaults.set(refreshedAt, forKey: "refresh.token")
        let retries: Int = 3
        defaults.set(retries, forKey: "retry.credentials")
        UserDefaults.standard.setValue(true, forKey: "onboarding.password")
        NSUbiquitousKeyValueStore.default.set(try? computeBackoff(), forKey: "backoff")
    }

    private func computeBackoff() throws -> Double { 2.0 }

    private enum Keys {
        static let bearer = "auth.bearer"
    }
}
