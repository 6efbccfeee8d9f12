import AuthKit
import Foundation

public final class FeedLoader {
    private let tokens: any TokenProviding
    private let session: URLSession

    public init(tokens: any TokenProviding, session: URLSession = .shared) {
        self.tokens = tokens
        self.session = session
    }

    public func load() async throws -> Data {
        var request = URLRequest(url: URL(string: "https://api.example.com/feed")!)
        request.setValue("Bearer \(try await tokens.currentToken())", forHTTPHeaderField: "Authorization")
        return try await session.data(for: request).0
    }
}
