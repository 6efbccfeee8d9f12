import Foundation

enum StorageKeys {
    static let refresh = "refresh_token"
    static let locale = "preferred_locale"
    static let accessToken = "k.at"
}

enum DefaultsKey: String, CaseIterable {
    case authToken = "a1"
    case session = "user_session_jwt"
    case theme
    case onboardingStep = "onboarding_step"
}

enum LegacyKeys {
    static let session = "auth_token"
}

enum AnalyticsKeys {
    static let session = "analytics_session_id"
}

enum TokenKeys {
    static let lastRefresh = "last_refresh_date"
}
