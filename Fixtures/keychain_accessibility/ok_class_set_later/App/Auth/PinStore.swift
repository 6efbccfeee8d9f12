import Foundation
import Security

struct PinStore {
    var backgroundAccess = false

    func save(pin: String) -> OSStatus {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "pin",
        ]
        if backgroundAccess {
            query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        } else {
            query[kSecAttrAccessible as String] = kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        }
        query[kSecValueData as String] = Data(pin.utf8)
        return SecItemAdd(query as CFDictionary, nil)
    }
}
