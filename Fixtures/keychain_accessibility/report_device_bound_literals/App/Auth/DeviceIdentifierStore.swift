import Foundation
import Security

struct DeviceIdentifierStore {
    func save(_ identifier: String) -> OSStatus {
        SecItemAdd([
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: "device-identifier",
            kSecAttrAccessible: kSecAttrAccessibleWhenUnlocked,
            kSecValueData: Data(identifier.utf8),
        ] as CFDictionary, nil)
    }
}
