import Foundation

extension FeedViewModel {
    final class ImagePrefetchManager {
        func prefetch(_ items: [String]) {}
    }

    struct DiffingService {
        func merge(_ items: [String]) -> [String] { Array(Set(items)) }
    }

    func resetPagination() {
        _ = PageLoader(pageSize: 20)
        _ = ImagePrefetchManager()
    }
}
