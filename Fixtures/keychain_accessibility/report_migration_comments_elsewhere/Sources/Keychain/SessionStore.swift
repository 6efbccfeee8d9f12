import KeychainAccess
import Security

// Migration comments count only on the value's line or in the comment-only block directly above it.
enum SessionStore {
    // Restored through backups.

    static func blankLineBetween() -> [String: Any] {
        [kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
    }

    static func codeLineBetween() -> [String: Any] {
        // Transferred to the new phone.
        let service = "com.example.session"
        return [kSecAttrService as String: service, kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked]
    }

    static func otherWords() -> [String: Any] {
        // The resync timer and asynchronous reads: words that only contain one.
        [kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
    }

    static func directiveAndString() -> [String: Any] {
        // swiftlint:disable:next sync_migration
        [kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked, "note": "migrated from backup"]
    }

    // Migrated from the old store: the Always class is still an error.
    static let legacy = [kSecAttrAccessible as String: kSecAttrAccessibleAlways]

    static let settings = Keychain(service: "com.example.settings")
        .accessibility(.whenUnlocked) // shared with the widget
}
