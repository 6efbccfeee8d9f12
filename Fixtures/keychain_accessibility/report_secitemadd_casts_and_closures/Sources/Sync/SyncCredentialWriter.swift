import Foundation
import Security

final class SyncCredentialWriter {
    private let queue = DispatchQueue(label: "com.example.sync.keychain")

    func write(password: String, server: String, completion: @escaping (Bool) -> Void) {
        let attributes: NSDictionary = [
            kSecClass: kSecClassInternetPassword,
            kSecAttrServer: server,
            kSecValueData: Data(password.utf8),
        ]
        queue.async {
            var result: CFTypeRef?
            let status = SecItemAdd((attributes as! CFDictionary), &result)
            completion(status == errSecSuccess)
        }
    }

    var pendingWrite: () -> OSStatus {
        {
            let query = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "pending"]
            return Security.SecItemAdd(query as CFDictionary, nil)
        }
    }
}
