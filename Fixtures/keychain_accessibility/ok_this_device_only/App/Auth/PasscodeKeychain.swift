import KeychainAccess

enum PasscodeKeychain {
    static let keychain = Keychain(service: "com.example.passcode")
        .accessibility(.whenPasscodeSetThisDeviceOnly, authenticationPolicy: .biometryCurrentSet)
    static let session = Keychain(service: "com.example.session").accessibility(.afterFirstUnlockThisDeviceOnly)
    static let level = Accessibility.whenUnlockedThisDeviceOnly
}
