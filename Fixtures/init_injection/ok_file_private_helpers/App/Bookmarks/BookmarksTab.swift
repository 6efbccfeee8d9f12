import Foundation

// rules.md §2 (rev 7): private and fileprivate dependency types of the same file are its helpers.
private final class BookmarksTabFetcher {
    static let shared = BookmarksTabFetcher()
}

fileprivate struct BookmarksStorage {}

final class BookmarksTab {
    private let fetcher = BookmarksTabFetcher()
    private let storage: BookmarksStorage

    init() {
        storage = BookmarksStorage()
        _ = BookmarksTabFetcher.shared
    }
}

final class ImageCache {
    private let disk = DiskStorage()

    private struct DiskStorage {}
}

extension ImageCache {
    func purge() {
        _ = DiskStorage()
    }
}

// Named with its parent's name from another type of the file.
final class CacheWarmer {
    func warm() {
        _ = ImageCache.DiskStorage()
    }
}

enum Feeds {}

extension Feeds {
    fileprivate final class TimelineService {}

    final class Model {
        let service = TimelineService()
    }
}
