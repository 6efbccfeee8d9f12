import KeychainAccess

struct KeychainSettings {
    var level: Accessibility = Accessibility.alwaysThisDeviceOnly

    func apply(to keychain: Keychain) -> Keychain {
        keychain.accessibility(level)
    }
}
