import Foundation
import KeychainAccess

final class AccountKeychain {
    private let keychain: Keychain
    private let sharedKeychain = Keychain(service: "com.example.shared", accessGroup: "group.com.example")
        .accessibility(Accessibility.afterFirstUnlock)

    init(service: String) {
        keychain = Keychain(service: service)
            .label("Example Account")
            .accessibility(.whenUnlocked)
    }

    func save(token: String, for account: String) throws {
        try keychain.set(token, key: account)
        try sharedKeychain
            .accessibility(.afterFirstUnlock, authenticationPolicy: .userPresence)
            .set(token, key: "shared." + account)
    }
}
