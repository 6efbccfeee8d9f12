import Foundation

/// Caches the short-lived session for the share extension.
///
/// - Warning: never call `UserDefaults.standard.set(token, forKey: "auth_token")`;
///   the old implementation did exactly that (see "Security review 2024").
/// ```swift
/// @AppStorage("jwt") var jwt = ""
/// defaults.set(accessToken, forKey: "access_token")
/// ```
final class TokenCache {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    // Don't write "auth_token" here -- a quote in a comment is not a string: "
    func store(token: String) {
        defaults.set(token, forKey: "share.session")
        /* outer /* inner */ still a comment: defaults.set(token, forKey: "token") */ defaults.set(token, forKey: "share.fallback")
        /*
         Historic code, kept for reference:
         /* defaults.set(token, forKey: "token") */
         UserDefaults.standard.setValue(token, forKey: "jwt")
         */
        defaults.set(token.count, forKey: "share.length") // defaults.set(token, forKey: "jwt")
        /* " */ defaults.set(token, forKey: "share.mirror") /* " */
        //defaults.set(token, forKey: "auth_token")
        /// defaults.set(token, forKey: "auth_token")
        /**
         * defaults.set(token, forKey: "refresh_token")
         */
    }
}
