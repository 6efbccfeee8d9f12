import KeychainAccess

enum SessionKeychain {
    static let shared = Keychain(service: "com.example.session")
        .synchronizable(false)
        .accessibility(.always)

    static let pushCredentials = Keychain(service: "com.example.push")
        .accessibility(.alwaysThisDeviceOnly, authenticationPolicy: [.userPresence])

    static func backgroundKeychain(group: String) -> Keychain {
        Keychain(service: "com.example.bg", accessGroup: group)
            .accessibility(KeychainAccess.Accessibility.always)
    }
}
