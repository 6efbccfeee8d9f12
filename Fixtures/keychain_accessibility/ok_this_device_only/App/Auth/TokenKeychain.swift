import Foundation
import Security

final class TokenKeychain {
    func save(_ token: Data, account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
            kSecValueData as String: token,
        ]
        return SecItemAdd(query as CFDictionary, nil)
    }

    func saveForBackgroundRefresh(_ token: Data) -> OSStatus {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        query[kSecValueData as String] = token
        return SecItemAdd(query as CFDictionary, nil)
    }
}
