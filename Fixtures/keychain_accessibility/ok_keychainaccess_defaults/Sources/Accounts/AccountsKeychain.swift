import KeychainAccess

final class AccountsKeychain {
    // Keychain(service:) without .accessibility uses afterFirstUnlock: invisible to a token view (a known miss).
    private let keychain = Keychain(service: "com.example.accounts")
    private let passcode = Keychain(service: "com.example.passcode")
        .accessibility(.whenUnlockedThisDeviceOnly)
        .synchronizable(false)

    func save(_ token: String, account: String) throws {
        try keychain.set(token, key: account)
        try passcode.set(token, key: account)
    }
}
