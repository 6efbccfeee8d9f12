import Foundation
import Networking
import Persistence

@MainActor
public final class FeedListViewModel {
    public private(set) var posts: [Post] = []

    private let api = Networking.APIClient(configuration: Networking.APIClient.Configuration.default)
    private let cache = CacheStorage<[Post]>(name: "feed")
    private let repository = Persistence.FeedRepository.init(context: "feed")
    private let pager: Networking.PagingLoader<Post>
    private let feedEndpoint = Networking.Endpoint<[Post]>(path: "/feed")
    private var configuration: Networking.APIClient.Configuration = .default

    public init() {
        pager = Networking.PagingLoader<Post>(client: .shared, path: "/feed")
    }

    public func refresh() async {
        if let cached = cache.value(forKey: "latest") {
            posts = cached
        }
        posts = (try? await api.send(feedEndpoint)) ?? posts
        _ = Persistence.FeedRepository.instance
        _ = Swift.Result<Int, Never>.success(posts.count)
    }
}

public struct Post: Codable, Identifiable, Sendable {
    public let id: Int
    public let title: String
}
