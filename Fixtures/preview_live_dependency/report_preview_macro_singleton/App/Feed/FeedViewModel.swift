import Observation

@Observable
final class FeedViewModel {
    var posts: [String] = []
    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }
}
