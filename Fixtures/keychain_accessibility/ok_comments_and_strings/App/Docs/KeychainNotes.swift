import Foundation

/// Never use `kSecAttrAccessibleAlways` or `.accessibility(.always)`.
/// SecItemAdd([kSecClass: kSecClassGenericPassword] as CFDictionary, nil) must set a class.
enum KeychainNotes {
    // kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock
    static let rule = "Use kSecAttrAccessibleWhenUnlockedThisDeviceOnly, not kSecAttrAccessibleAlways."
    static let raw = #"q[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlocked; SecItemAdd([:], nil)"#
    static let multiline = """
        let q = [kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock]
        SecItemAdd(q as CFDictionary, nil)
        Keychain(service: "x").accessibility(.always)
        """
    static let regex = #/kSecAttrAccessible(Always|AfterFirstUnlock)/#
    /* SecItemAdd([kSecClass: kSecClassGenericPassword] as CFDictionary, nil) */
}
