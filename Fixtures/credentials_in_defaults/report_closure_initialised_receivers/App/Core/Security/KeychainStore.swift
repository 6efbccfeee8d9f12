import Foundation
import Security

/// Keychain items with a UserDefaults-like surface; plain preferences go to `fallback`.
final class KeychainStore {
    private let service: String
    private let fallback: UserDefaults

    init(service: String, fallback: UserDefaults) {
        self.service = service
        self.fallback = fallback
    }

    func set(_ value: String, forKey key: String) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecValueData as String: Data(value.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        SecItemDelete(query as CFDictionary)
        SecItemAdd(query as CFDictionary, nil)
    }
}

enum AppGroup {
    static let identifier = "group.com.acme.app"
}
