import UIKit

final class NearbyViewController: UIViewController {
    private let location = LocationService()
    private let calls = CallManager()
    private let thumbnails = ThumbnailProvider.shared

    func download() {
        DownloadManager.shared.resume()
    }
}
