import KeychainAccess

enum AppKeychain {
    static let keychain = Keychain(service: "com.example.app").accessibility(.whenUnlockedThisDeviceOnly)
}
