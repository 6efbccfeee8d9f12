import Foundation
import Security

/// Moves items written by version 1 to a class that survives the first unlock.
struct KeychainMigrator {
    func migrate(account: String) -> OSStatus {
        let match: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
        ]
        let changes: [String: Any] = [
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        return SecItemUpdate(match as CFDictionary, changes as CFDictionary)
    }

    func relock(account: String) -> OSStatus {
        SecItemUpdate([kSecClass: kSecClassGenericPassword, kSecAttrAccount: account] as CFDictionary,
                      [kSecAttrAccessible: kSecAttrAccessibleWhenUnlocked] as CFDictionary)
    }
}
