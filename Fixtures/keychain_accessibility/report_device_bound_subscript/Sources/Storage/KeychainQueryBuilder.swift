import Foundation
import Security

struct KeychainQueryBuilder {
    var service: String
    var accessGroup: String?

    func addQuery(account: String, data: Data, background: Bool) -> [String: Any] {
        var query: [String: Any] = [:]
        query[kSecClass as String] = kSecClassGenericPassword
        query[kSecAttrService as String] = service
        query[kSecAttrAccount as String] = account
        if let accessGroup {
            query[kSecAttrAccessGroup as String] = accessGroup
        }
        if background {
            query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        } else {
            query[String(kSecAttrAccessible)] = kSecAttrAccessibleWhenUnlocked
        }
        query[kSecValueData as String] = data
        return query
    }
}
