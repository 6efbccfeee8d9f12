import AuthKit

public struct FeedLoader {
    let tokens: any TokenProviding

    public init(tokens: any TokenProviding = KeychainTokenProvider()) { self.tokens = tokens }
}
