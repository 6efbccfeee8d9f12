import Foundation

// A private type of another file hides nothing; an internal type of this file is a dependency; a
// private type nested in another type, named neither from inside it nor with its name, is one too.
final class BookmarksTab {
    private let fetcher = BookmarksFetcher()
    private let sync = SyncService()
    private let disk = DiskStorage()
    private let store = OtherCache.PhotoStorage()
}

final class SyncService {}

final class OtherCache {
    private final class PhotoStorage {}
}

final class Unrelated {
    private final class DiskStorage {}
}
