import AVFoundation
import UIKit

@MainActor
@preconcurrency
final class MediaLibraryController: UICollectionViewController {
    class var storyboardID: String { "MediaLibrary" }

    class func instantiate() -> MediaLibraryController {
        let controller = MediaLibraryController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.libraryService = MediaLibraryService.shared
        return controller
    }

    @available(iOS, deprecated: 17.0, message: "Use MediaLibraryService() through init injection")
    private var legacyService: MediaLibraryService?

    private var libraryService: MediaLibraryService = .shared
    private let player = AVPlayer()
    private let thumbnailLoader = VideoThumbnailLoader()

    @available(iOS 16.0, *)
    @objc(reloadLibraryAnimated:)
    func reloadLibrary(animated: Bool) {
        Task { @MainActor in
            let assets = await libraryService.assets()
            let previews = await thumbnailLoader.thumbnails(for: assets)
            UploadManager.shared.prefetch(previews)
            collectionView.reloadData()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let url = libraryService.url(at: indexPath.item)
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        PlaybackHistoryStorage().record(url)
    }
}

@available(iOS 15.0, *)
@MainActor
struct
MediaExportSession {
    let exporter = AssetExportManager(preset: AVAssetExportPresetHighestQuality)
    var progress: Double = 0
}

@objc(MCDownloadCoordinatorDelegate)
protocol DownloadProgressObserving: AnyObject {
    func downloadDidFinish(_ url: URL)
}

final class DownloadQueueViewModel: NSObject, DownloadProgressObserving {
    static let sharedQueue = DownloadQueueViewModel()
    static var cache = DownloadCacheStorage()
    class var defaultManager: DownloadManager { DownloadManager() }

    class func makePreview() -> DownloadQueueViewModel {
        let model = DownloadQueueViewModel()
        model.queue = DownloadManager()
        return model
    }

    private var queue = DownloadManager()

    func downloadDidFinish(_ url: URL) {
        MediaLibraryService.shared.importFile(at: url)
    }
}
