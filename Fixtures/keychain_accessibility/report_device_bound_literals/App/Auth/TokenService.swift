import Foundation
import Security

protocol TokenStoring {
    func store(accessToken: String, refreshToken: String) throws
}

enum KeychainError: Error {
    case unhandled(OSStatus)
}

final class TokenService: TokenStoring {
    private let service = "com.example.auth"

    func store(accessToken: String, refreshToken: String) throws {
        try write(Data(accessToken.utf8), account: "access")
        try write(Data(refreshToken.utf8), account: "refresh")
    }

    private func write(_ data: Data, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: data,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
            let match: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
            let update: [String: Any] = [kSecValueData as String: data]
            let updated = SecItemUpdate(match as CFDictionary, update as CFDictionary)
            guard updated == errSecSuccess else { throw KeychainError.unhandled(updated) }
        } else if status != errSecSuccess {
            throw KeychainError.unhandled(status)
        }
    }
}
