import Foundation

@MainActor
final class FeedViewModel {
    private(set) var items: [String] = []
    private let pageLoader = PageLoader(pageSize: 20)
    private let prefetcher = FeedViewModel.ImagePrefetchManager()
    private lazy var diffing: DiffingService = .init()
    private let feedService: FeedServicing

    init(feedService: FeedServicing) {
        self.feedService = feedService
    }

    func loadNext() async throws {
        let page = try await pageLoader.next(using: feedService)
        items += page
        prefetcher.prefetch(page)
        items = DiffingService().merge(items)
    }

    /// Pagination state machine owned by this view model.
    final class PageLoader {
        private let pageSize: Int
        private var cursor = 0

        init(pageSize: Int) {
            self.pageSize = pageSize
        }

        func next(using service: FeedServicing) async throws -> [String] {
            defer { cursor += pageSize }
            return try await service.page(from: cursor, size: pageSize)
        }

        func reset() -> PageLoader {
            PageLoader(pageSize: pageSize)
        }
    }
}

protocol FeedServicing {
    func page(from cursor: Int, size: Int) async throws -> [String]
}
