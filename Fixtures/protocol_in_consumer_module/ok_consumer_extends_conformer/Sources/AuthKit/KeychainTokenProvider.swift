public final class KeychainTokenProvider: TokenProviding {
    public init() {}
    public func currentToken() async throws -> String { "" }
}
