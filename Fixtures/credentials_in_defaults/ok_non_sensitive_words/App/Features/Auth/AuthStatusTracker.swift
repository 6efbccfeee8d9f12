import Foundation

struct TokenInfo {
    let tokenExpiry: Date
    let tokenCount: Int
    let tokenType: String
    let scopes: [String]
}

final class AuthStatusTracker {
    private let defaults = UserDefaults.standard
    private let formatter = ISO8601DateFormatter()

    func record(_ info: TokenInfo, username: String, passwordHint: String, accessToken: String?) {
        defaults.set(formatter.string(from: info.tokenExpiry), forKey: AuthTokenKeys.expiry)
        defaults.set(info.tokenType, forKey: "auth.tokenType")
        defaults.set(info.scopes, forKey: "auth.token_scopes")
        defaults.set(username, forKey: "auth.username")
        defaults.set(passwordHint, forKey: "auth.passwordHint")
        defaults.set(passwordHint.isEmpty ? "none" : "set", forKey: "auth.password_hint_state")
        defaults.set("Bearer \(accessToken ?? "")", forKey: "auth.header_preview")
        defaults.set(accessToken ?? "", forKey: "auth.last_value")
        defaults.set(formatter.string(from: .now), forKey: AuthTokenKeys.lastRefresh)
        defaults.set(info.scopes.joined(separator: ","), forKey: PasswordPolicyKey.hintShown.rawValue)
        defaults.set(username, forKey: "passwordless_email")
        defaults.set(info.tokenType, forKey: "tokenizer_version")
        defaults.set(info.scopes, forKey: "reportedTokenTagsKey")
        defaults.set(username, forKey: "passwordHintShown")
        defaults.set(info.tokenType, forKey: "key")
        defaults.set(username, forKey: "keychainAccount")
    }
}
