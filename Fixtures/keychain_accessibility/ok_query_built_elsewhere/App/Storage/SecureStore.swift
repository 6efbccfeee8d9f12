import Foundation
import Security

final class SecureStore {
    private let service: String

    init(service: String) { self.service = service }

    func set(_ data: Data, for key: String) -> Bool {
        var query = baseQuery(for: key)
        query[kSecValueData as String] = data
        SecItemDelete(query as CFDictionary)
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    func setShared(_ data: Data, for key: String) -> Bool {
        let query = QueryFactory.shared(service: service, key: key).adding(data)
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    private func baseQuery(for key: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
    }
}
