import Foundation

private final class BookmarksFetcher {}

final class ImageCache {
    private struct DiskStorage {}
}
