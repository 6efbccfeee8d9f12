import Foundation
import Security

/// Survives reinstalls: tells a fresh install from a reinstall.
enum InstallMarker {
    static func markInstalled(date: Date) -> OSStatus {
        SecItemAdd([
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: "com.example.install",
            kSecAttrAccount: "first-install",
            kSecValueData: Data(date.description.utf8),
        ] as CFDictionary, nil)
    }

    static func markMigrated() {
        let status = SecItemAdd([kSecClass as String: kSecClassGenericPassword,
                                 kSecAttrAccount as String: "migrated"] as NSDictionary as CFDictionary, nil)
        assert(status == errSecSuccess || status == errSecDuplicateItem)
    }
}
