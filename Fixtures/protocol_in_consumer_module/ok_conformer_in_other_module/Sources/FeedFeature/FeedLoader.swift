import AuthKit

public struct FeedLoader {
    let tokens: any TokenProviding
}

/// Used by previews and the demo build: a conformer outside AuthKit.
struct StaticTokenProvider: TokenProviding {
    func currentToken() async throws -> String { "demo" }
}
