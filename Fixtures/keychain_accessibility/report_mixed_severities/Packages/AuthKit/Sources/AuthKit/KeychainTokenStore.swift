import Foundation
import Security

public final class KeychainTokenStore {
    public init() {}

    public func storeAccessToken(_ token: Data) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "access",
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: token,
        ]
        return SecItemAdd(query as CFDictionary, nil)
    }

    public func storeWidgetToken(_ token: Data) -> OSStatus {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        query[kSecValueData as String] = token
        return SecItemAdd(query as CFDictionary, nil)
    }

    public static let widgetAccessibility = kSecAttrAccessibleAlways
}
