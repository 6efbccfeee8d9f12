import Foundation
import KeychainAccess
import Security

/// These credentials sync through iCloud Keychain on purpose: migrating is the point.
struct SyncedCredentials {
    let keychain = Keychain(service: "com.example.synced").synchronizable(true).accessibility(.afterFirstUnlock)

    func save(_ password: Data, server: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: server,
            kSecAttrSynchronizable as String: true,
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,
            kSecValueData as String: password,
        ]
        return SecItemAdd(query as CFDictionary, nil)
    }
}
