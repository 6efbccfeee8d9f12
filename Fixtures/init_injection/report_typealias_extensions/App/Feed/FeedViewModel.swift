final class FeedViewModel {
    private let feed = FeedService()
}
