import Foundation
import Security

/* Block comment: kSecAttrAccessibleAlways was used here before 2.0,
   /* nested: SecItemAdd([kSecClass: kSecClassGenericPassword] as CFDictionary, nil) */ */
enum PlatformKeychain {
    #if os(macOS)
    static let accessibility = kSecAttrAccessibleAlways
    #elseif targetEnvironment(simulator)
    static let accessibility = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
    #else
    static let accessibility = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
    #endif

    static let summary = "class: \(kSecAttrAccessibleAlwaysThisDeviceOnly) (\"kSecAttrAccessibleAlways\")"
    static let notes = """
        kSecAttrAccessibleAlways is deprecated; SecItemAdd([:] as CFDictionary, nil)
        """
    static let pattern = #/kSecAttrAccessibleAlways/#
}
