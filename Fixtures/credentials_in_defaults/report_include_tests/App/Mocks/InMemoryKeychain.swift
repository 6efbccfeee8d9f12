import Foundation

final class InMemoryKeychain: KeychainAccessing {
    private var items: [String: Data] = [:]
    private let mirror = UserDefaults(suiteName: "mocks.keychain")

    func write(_ data: Data, account: String) throws {
        items[account] = data
        mirror?.set(data, forKey: "mock.keychain.secret")
    }

    func read(account: String) -> Data? {
        items[account]
    }
}
