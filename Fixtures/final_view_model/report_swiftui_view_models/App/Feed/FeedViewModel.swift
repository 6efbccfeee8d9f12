import Combine
import Foundation

@MainActor
class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    private let client: FeedClient

    init(client: FeedClient) { self.client = client }

    func load() async {
        posts = (try? await client.timeline()) ?? []
    }
}
