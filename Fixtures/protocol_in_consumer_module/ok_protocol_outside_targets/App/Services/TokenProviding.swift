protocol TokenProviding: Sendable {
    func currentToken() async throws -> String
}

final class KeychainTokenProvider: TokenProviding {
    func currentToken() async throws -> String { "" }
}
