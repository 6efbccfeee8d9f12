import FeedFeature

public struct RemoteFeedLoader: FeedLoading {
    public init() {}
    public func load() async throws -> [String] { [] }
}
