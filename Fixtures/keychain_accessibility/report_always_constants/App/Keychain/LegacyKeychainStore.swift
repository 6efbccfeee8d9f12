import Foundation
import Security

/// Written in 2015 for the background-fetch token; still used by the widget.
final class LegacyKeychainStore {
    static let defaultAccessibility: CFString = kSecAttrAccessibleAlwaysThisDeviceOnly

    private let service: String

    init(service: String = "com.example.legacy") {
        self.service = service
    }

    func baseQuery(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAlways,
        ]
    }

    func save(_ data: Data, account: String, accessibility: CFString = kSecAttrAccessibleAlways) -> OSStatus {
        var query = baseQuery(account: account)
        query[kSecAttrAccessible as String] = accessibility
        query[kSecValueData as String] = data
        return SecItemAdd(query as CFDictionary, nil)
    }
}
