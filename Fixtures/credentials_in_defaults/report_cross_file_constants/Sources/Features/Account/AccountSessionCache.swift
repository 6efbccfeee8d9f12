import Foundation

final class AccountSessionCache {
    private static let accessTokenKey = "acct.k1"
    private static let displayNameKey = "acct.display_name"

    private let defaults: UserDefaults
    private let formatter = ISO8601DateFormatter()

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func store(_ payload: SessionPayload, displayName: String) {
        defaults.set(payload.sessionID, forKey: StorageKeys.refresh)
        defaults.set(payload.locale, forKey: StorageKeys.locale)
        defaults.set(payload.sessionID, forKey: StorageKeys.accessToken)
        defaults.set(payload.sessionID, forKey: DefaultsKey.authToken.rawValue)
        defaults.set(payload.sessionID, forKey: DefaultsKey.session.rawValue)
        defaults.set(payload.theme, forKey: DefaultsKey.theme.rawValue)
        defaults.set(payload.onboardingStep, forKey: DefaultsKey.onboardingStep.rawValue)
        defaults.set(payload.sessionID, forKey: legacyCredentialKey)
        defaults.set(formatter.string(from: payload.refreshedAt), forKey: lastSyncKey)
        defaults.set(payload.sessionID, forKey: .authToken)
        defaults.set(payload.sessionID, forKey: .sessionKey)
        defaults.set(payload.appearance, forKey: .appearance)
        defaults.set(payload.sessionID, forKey: LegacyKeys.session)
        defaults.set(payload.sessionID, forKey: AnalyticsKeys.session)
        defaults.set(formatter.string(from: payload.refreshedAt), forKey: TokenKeys.lastRefresh)
        defaults.set(payload.sessionID, forKey: Self.accessTokenKey)
        defaults.set(displayName, forKey: Self.displayNameKey)
    }
}
