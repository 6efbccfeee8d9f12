// A top-level declaration named like a dependency.
protocol DataSource {
    func reload()
}

final class FeedLoader {}
