import Foundation
import Security

enum QueryFactory {
    static func shared(service: String, key: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
         kSecAttrAccount as String: key, kSecAttrAccessGroup as String: "group.com.example",
         kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly]
    }
}

extension Dictionary where Key == String, Value == Any {
    func adding(_ data: Data) -> [String: Any] {
        var copy = self
        copy[kSecValueData as String] = data
        return copy
    }
}
