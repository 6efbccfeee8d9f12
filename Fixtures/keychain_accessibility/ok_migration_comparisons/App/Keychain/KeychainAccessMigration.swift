import KeychainAccess

struct KeychainAccessMigration {
    func needsMigration(_ keychain: Keychain) -> Bool {
        if keychain.accessibility == .always || keychain.accessibility == Accessibility.alwaysThisDeviceOnly { return true }
        switch keychain.accessibility {
        case .always, .alwaysThisDeviceOnly: return true
        default: return false
        }
    }
}
