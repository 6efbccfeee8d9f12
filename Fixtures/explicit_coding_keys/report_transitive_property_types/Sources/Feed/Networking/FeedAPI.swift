import Foundation

struct FeedQuery: Sendable {
    var cursor: String?
    var pageSize = 30
}

final class FeedAPI {
    private let session: URLSession
    private let host = URL(string: "https://feed.example.com")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func page(_ query: FeedQuery) async throws -> FeedPageResponse {
        var components = URLComponents(url: host.appendingPathComponent("v3/feed"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "page_size", value: String(query.pageSize))]
        if let cursor = query.cursor {
            components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor))
        }
        let (data, response) = try await session.data(from: components.url!)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(FeedPageResponse.self, from: data)
    }
}
