public final class AuthSession {
    public let tokens: any TokenProviding

    public init(tokens: any TokenProviding) { self.tokens = tokens }
}
