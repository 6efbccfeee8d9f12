import Foundation

// MARK: - Migration notes
//
// Before 3.2 we did: UserDefaults.standard.set(session.accessToken, forKey: "access_token")
// and in the widget: UserDefaults(suiteName: "group.com.acme")?.set(token, forKey: "jwt")

/// Migrates the old session format.
///
/// The 3.1 code was:
/// ```swift
/// @AppStorage("auth_token") var authToken = ""
/// defaults.setValue(password, forKey: "user_password")
/// ```
/// - Note: `NSUbiquitousKeyValueStore.default.set(apiKey, forKey: "apiKey")` is also gone.
struct SessionMigrationNotes {
    /* Removed in 3.2:
       /* nested: */ UserDefaults.standard.set(refreshToken, forKey: "refresh_token")
       @SceneStorage("draftPassword") var draftPassword = ""
       /* and /* doubly */ nested */ self.defaults.set(secret, forKey: "secret")
     */
    let version = "3.2"

    /**
     * Legacy:
     *   defaults.set(bearer, forKey: "bearer")
     */
    func describe() -> String {
        version // UserDefaults.standard.set(token, forKey: "token")
    }
}
