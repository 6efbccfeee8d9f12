import CoreMotion
import Foundation
import NetworkExtension
import PINRemoteImage
import Photos
import SDWebImage
import iAd

@MainActor
final class GalleryViewModel {
    private let imageManager = PHCachingImageManager()
    private let motion = CMMotionManager()
    private let remoteImages = PINRemoteImageManager.shared()
    private let cloudSync = CKSyncManager(containerID: "iCloud.com.example.gallery")
    private let restoration = UIStateRestorationStorage()
    private let dateFormatter = DateFormatter()
    private let isoFormatter = ISO8601DateFormatter()
    private let priceFormatter = PriceFormatter(currencyCode: "EUR")

    func prefetch(_ urls: [URL]) {
        SDWebImageManager.shared.loadImage(with: urls.first, options: [], progress: nil) { _, _, _, _, _, _ in }
        if AppearanceManager.current == .dark {
            imageManager.allowsCachingHighQualityImages = false
        }
    }

    func caption(for date: Date) -> String {
        "📷 Añadida · \(RelativeTimeFormatter.shared.string(for: date)) · \(dateFormatter.string(from: date))"
    }

    func diagnostics() {
        NEVPNManager.shared().loadFromPreferences { _ in }
        ADClient.shared().requestAttributionDetails { _, _ in }
        _ = MeasurementFormatter()
    }
}
