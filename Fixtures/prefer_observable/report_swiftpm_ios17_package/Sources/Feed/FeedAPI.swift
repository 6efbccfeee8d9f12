protocol FeedAPI: Sendable {
    func latest() async throws -> [String]
}

struct LiveFeedAPI: FeedAPI {
    func latest() async throws -> [String] { [] }
}
