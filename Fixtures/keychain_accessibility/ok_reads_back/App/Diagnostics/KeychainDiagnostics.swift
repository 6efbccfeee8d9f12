import Foundation
import Security

struct KeychainDiagnostics {
    func describe(_ attributes: [String: Any]) -> String {
        let accessible = attributes[kSecAttrAccessible as String] as? String ?? "unknown"
        let alsoAccessible = attributes[String(kSecAttrAccessible)]
        return "class \(accessible) \(String(describing: alsoAccessible))"
    }

    func allAttributes() -> [[String: Any]] {
        var result: CFTypeRef?
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecReturnAttributes as String: true,
            kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        SecItemCopyMatching(query as CFDictionary, &result)
        return result as? [[String: Any]] ?? []
    }
}
