final class FeedViewModel {
    private let service: FeedServiceProtocol

    init(service: FeedServiceProtocol) {
        self.service = service
    }
}
