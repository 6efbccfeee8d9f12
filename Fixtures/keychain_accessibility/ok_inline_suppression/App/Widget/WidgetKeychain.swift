import Foundation
import Security

enum WidgetKeychain {
    // The complication reads this while locked; reviewed with security in 2024.
    // archlint:disable:next keychain_accessibility
    static let accessibility = kSecAttrAccessibleAlwaysThisDeviceOnly

    static func save(_ data: Data) -> OSStatus {
        // archlint:disable:next keychain_accessibility
        SecItemAdd([kSecClass: kSecClassGenericPassword, kSecValueData: data] as CFDictionary, nil)
    }
}
