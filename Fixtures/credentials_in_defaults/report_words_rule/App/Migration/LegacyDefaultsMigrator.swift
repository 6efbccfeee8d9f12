import Foundation

/// Moves values written by the 1.x app (suite "com.acme.v1") into the 2.x key layout.
struct LegacyDefaultsMigrator {
    let legacy: UserDefaults
    let defaults: UserDefaults

    init?(suiteName: String = "com.acme.v1", defaults: UserDefaults = .standard) {
        guard let legacy = UserDefaults(suiteName: suiteName) else { return nil }
        self.legacy = legacy
        self.defaults = defaults
    }

    func migrate() {
        if let raw = legacy.string(forKey: "v1_auth") { defaults.set(raw, forKey: "auth-token") }
        if let raw = legacy.string(forKey: "v1_auth_dot") { defaults.set(raw, forKey: "auth.token") }
        if let raw = legacy.string(forKey: "v1_pw") { defaults.set(raw, forKey: "user_password") }
        if let raw = legacy.string(forKey: "v1_oauth") { defaults.set(raw, forKey: "oauth2Token") }
        if let raw = legacy.string(forKey: "v1_jwt") { defaults.set(raw, forKey: "JWTToken") }
        if let raw = legacy.string(forKey: "v1_at") { defaults.set(raw, forKey: "accessTokenKey") }
        if let raw = legacy.string(forKey: "v1_api") { defaults.set(raw, forKey: "apiKeyString") }
        if let raw = legacy.data(forKey: "v1_pk") { defaults.set(raw, forKey: "privateKeyData") }
        if let raw = legacy.array(forKey: "v1_pins") { defaults.set(raw, forKey: "userPasscodes") }
        if let raw = legacy.string(forKey: "v1_smtp") { defaults.set(raw, forKey: "smtp_passwd") }
        if let raw = legacy.string(forKey: "v1_gh") { defaults.set(raw, forKey: "github_apikey") }
        if let raw = legacy.array(forKey: "v1_stripe") { defaults.set(raw, forKey: "stripeAPIKeys") }
        if let raw = legacy.string(forKey: "v1_rt") { defaults.set(raw, forKey: "refreshTokenStorageKey") }
        if let raw = legacy.string(forKey: "v1_hdr") { defaults.set(raw, forKey: "bearer") }
        if let raw = legacy.dictionary(forKey: "v1_sso") { defaults.set(raw, forKey: "sso-credentials") }
        if let raw = legacy.string(forKey: "v1_hook") { defaults.set(raw, forKey: "webhookSecret") }
        if let raw = legacy.array(forKey: "v1_tokens") { defaults.set(raw, forKey: "cachedTokens") }
        if let raw = legacy.string(forKey: "v1_api2") { defaults.set(raw, forKey: "v2.api_key") }

        if let raw = legacy.string(forKey: "v1_tokenizer") { defaults.set(raw, forKey: "tokenizer_mode") }
        if let raw = legacy.string(forKey: "v1_passwordless") { defaults.set(raw, forKey: "passwordless") }
        if let raw = legacy.object(forKey: "v1_token_expiry") { defaults.set(raw, forKey: "tokenExpiry") }
        if let raw = legacy.array(forKey: "v1_reported_tags") { defaults.set(raw, forKey: "reportedTokenTagsKey") }
        if let raw = legacy.object(forKey: "v1_hint") { defaults.set(raw, forKey: "passwordHintShown") }
        if let raw = legacy.object(forKey: "v1_token_count") { defaults.set(raw, forKey: "tokenCount") }
        if let raw = legacy.string(forKey: "v1_key") { defaults.set(raw, forKey: "key") }
        if let raw = legacy.object(forKey: "v1_rotation") { defaults.set(raw, forKey: "api_key_rotation") }
        if let raw = legacy.object(forKey: "v1_jwt_exp") { defaults.set(raw, forKey: "jwtExpiresAt") }
        if let raw = legacy.object(forKey: "v1_pin_len") { defaults.set(raw, forKey: "passcodeLength") }
        if let raw = legacy.string(forKey: "v1_secretary") { defaults.set(raw, forKey: "secretaryName") }
        if let raw = legacy.string(forKey: "v1_keychain_group") { defaults.set(raw, forKey: "keychainAccessGroup") }

        legacy.removePersistentDomain(forName: "com.acme.v1")
    }
}
