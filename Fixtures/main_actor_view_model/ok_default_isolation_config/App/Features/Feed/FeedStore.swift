import Foundation

final class FeedStore: ObservableObject {
    @Published var cachedPostIDs: [String] = []

    nonisolated func cacheKey(for id: String) -> String { "feed.\(id)" }
}

enum Feed {
    final class FilterViewModel {
        var selected: Set<String> = []
    }
}
