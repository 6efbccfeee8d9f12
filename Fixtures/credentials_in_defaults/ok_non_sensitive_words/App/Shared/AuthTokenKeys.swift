import Foundation

enum AuthTokenKeys {
    static let expiry = "auth.expiry_date"
    static let lastRefresh = "auth.last_refresh"
}

enum PasswordPolicyKey: String {
    case minimumLength = "policy.min_length"
    case hintShown = "policy.hint_shown"
}
