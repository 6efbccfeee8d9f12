import Foundation

protocol SessionStoring {
    func save(token: String) throws
    func token() -> String?
}

final class SessionStore: SessionStoring {
    private let keychain: KeychainAccessing
    private let defaults: UserDefaults

    init(keychain: KeychainAccessing, defaults: UserDefaults = .standard) {
        self.keychain = keychain
        self.defaults = defaults
    }

    func save(token: String) throws {
        try keychain.write(Data(token.utf8), account: "session")
        defaults.set(true, forKey: "session.hasToken")
    }

    func token() -> String? {
        keychain.read(account: "session").flatMap { String(data: $0, encoding: .utf8) }
    }
}

protocol KeychainAccessing {
    func write(_ data: Data, account: String) throws
    func read(account: String) -> Data?
}
