import Foundation
import Security

struct SessionRefresher {
    func replaceToken(_ token: Data, account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
        ]
        let attributes: [String: Any] = [kSecValueData as String: token]
        return SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
    }

    func delete(account: String) -> OSStatus {
        SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrAccount: account] as CFDictionary)
    }

    func read(account: String) -> Data? {
        var result: CFTypeRef?
        let query = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: account, kSecReturnData: true] as CFDictionary
        guard SecItemCopyMatching(query, &result) == errSecSuccess else { return nil }
        return result as? Data
    }
}
