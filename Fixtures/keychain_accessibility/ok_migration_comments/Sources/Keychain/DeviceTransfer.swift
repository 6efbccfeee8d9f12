import KeychainAccess
import Security

// rules.md §13 (rev 7): a comment stating the migration makes a device_bound class a decision.
enum DeviceTransfer {
    static func transferQuery(account: String, token: Data) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecValueData as String: token,
            // The session must survive a restore onto the user's new device
            // (encrypted backups carry it).
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
    }

    static func syncedQuery() -> [String: Any] {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        query[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlocked // synced through iCloud Keychain
        return query
    }

    /* Migrated from the v1 store, which used the same class. */
    static let legacy = Keychain(service: "com.example.legacy").accessibility(.afterFirstUnlock)

    static let settings = Keychain(service: "com.example.settings")
        .accessibility(.whenUnlocked) // BACKUP-friendly: settings follow the user
}
