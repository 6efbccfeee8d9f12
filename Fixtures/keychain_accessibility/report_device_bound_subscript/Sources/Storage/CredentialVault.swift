import Foundation
import Security

final class CredentialVault {
    private let builder = KeychainQueryBuilder(service: "com.example.vault", accessGroup: nil)
    private var lastQuery: NSMutableDictionary = [:]

    func save(password: String, for user: String) -> Bool {
        let query = builder.addQuery(account: user, data: Data(password.utf8), background: false)
        SecItemDelete(query as CFDictionary)
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    func remember(_ query: [String: Any]) {
        lastQuery = NSMutableDictionary(dictionary: query)
        lastQuery[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlocked
    }
}
