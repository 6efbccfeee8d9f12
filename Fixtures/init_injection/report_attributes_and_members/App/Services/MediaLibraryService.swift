import Foundation
import UIKit

final class MediaLibraryService {
    static let shared = MediaLibraryService()

    func assets() async -> [URL] { [] }
    func url(at index: Int) -> URL { URL(fileURLWithPath: "/tmp/\(index).mov") }
    func importFile(at url: URL) {}
}

final class VideoThumbnailLoader {
    func thumbnails(for assets: [URL]) async -> [UIImage] { [] }
}

final class UploadManager {
    static let shared = UploadManager()
    func prefetch(_ images: [UIImage]) {}
}

struct PlaybackHistoryStorage {
    func record(_ url: URL) {}
}

final class AssetExportManager {
    init(preset: String) {}
}

final class DownloadManager {}
final class DownloadCacheStorage {}
