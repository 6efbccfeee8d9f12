import Foundation
import Security

actor SessionTokenStore {
    private let service = "com.example.session"

    func save(_ token: String, account: String) throws {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        query[kSecValueData as String] = Data(token.utf8)
        var status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
            let attributes = [kSecValueData as String: Data(token.utf8)]
            query.removeValue(forKey: kSecValueData as String)
            status = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
        }
        guard status == errSecSuccess else { throw SessionError.keychain(status) }
    }

    func saveRefreshToken(_ token: String) -> Bool {
        let item = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: service,
            kSecAttrAccount: "refresh",
            kSecValueData: Data(token.utf8),
        ] as CFDictionary
        return SecItemAdd(item, nil) == errSecSuccess
    }
}

enum SessionError: Error {
    case keychain(OSStatus)
}
