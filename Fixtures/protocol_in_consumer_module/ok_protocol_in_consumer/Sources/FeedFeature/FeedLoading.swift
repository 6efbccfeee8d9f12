public protocol FeedLoading: Sendable {
    func load() async throws -> [String]
}

@MainActor
public final class FeedViewModel {
    public private(set) var items: [String] = []
    private let loader: any FeedLoading

    public init(loader: any FeedLoading) { self.loader = loader }

    public func refresh() async { items = (try? await loader.load()) ?? [] }
}
