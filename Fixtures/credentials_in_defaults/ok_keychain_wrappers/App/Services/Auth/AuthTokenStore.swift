import Foundation

final class AuthTokenStore {
    private let keychain: KeychainWrapper
    private let sharedKeychain = KeychainWrapper(service: "com.acme.app", accessGroup: "ABCDE12345.com.acme.shared")
    private let defaults: UserDefaults

    init(keychain: KeychainWrapper = .standard, defaults: UserDefaults = .standard) {
        self.keychain = keychain
        self.defaults = defaults
    }

    func save(accessToken: String, refreshToken: String, privateKeyData: Data) throws {
        keychain.set(accessToken, forKey: "access_token")
        self.keychain.set(refreshToken, forKey: "refresh_token")
        KeychainWrapper.standard.set(accessToken, forKey: "jwt")
        try sharedKeychain.setValue(privateKeyData, forKey: "signing.private_key")
        defaults.set(Date(), forKey: "auth.saved_at")
    }
}
