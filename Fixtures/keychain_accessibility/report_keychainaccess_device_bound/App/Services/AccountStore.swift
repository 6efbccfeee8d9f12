import Foundation

struct AccountStore {
    let keychain = AccountKeychain(service: "com.example.accounts")

    func signIn(token: String) {
        try? keychain.save(token: token, for: "primary")
    }
}
