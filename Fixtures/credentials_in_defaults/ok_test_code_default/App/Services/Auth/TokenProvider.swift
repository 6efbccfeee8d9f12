import Foundation

protocol TokenProviding {
    func currentToken() async throws -> String
}

struct TokenProvider: TokenProviding {
    let keychain: KeychainReading

    func currentToken() async throws -> String {
        try keychain.read(account: "session")
    }
}

protocol KeychainReading {
    func read(account: String) throws -> String
}
