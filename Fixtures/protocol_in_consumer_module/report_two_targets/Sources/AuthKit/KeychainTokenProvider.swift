import Foundation
import Security

public final class KeychainTokenProvider: TokenProviding {
    private let service: String

    public init(service: String = "com.example.auth") {
        self.service = service
    }

    public func currentToken() async throws -> String {
        var result: CFTypeRef?
        let query = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecReturnData: true] as CFDictionary
        guard SecItemCopyMatching(query, &result) == errSecSuccess, let data = result as? Data else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
