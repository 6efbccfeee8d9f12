import AuthenticationServices
import CallKit
import CoreLocation
import CoreMotion
import Foundation
import LinkPresentation
import Photos
import UserNotifications

@MainActor
final class TripTrackingViewModel: NSObject {
    private let locationManager = CLLocationManager()
    private let motionManager: CMMotionManager = .init()
    private let session: URLSession = .shared
    private let defaults: UserDefaults = .standard
    private let fileManager: FileManager = .default
    private let center: NotificationCenter = .default
    private let appleIDProvider = ASAuthorizationAppleIDProvider()
    private let metadataProvider = LPMetadataProvider()
    private let imageManager = PHCachingImageManager()
    private let callProvider = CXProvider(configuration: CXProviderConfiguration())
    private let decoder = JSONDecoder()
    private let formatter = MeasurementFormatter()

    func start() {
        locationManager.requestWhenInUseAuthorization()
        NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground), name: .tripDidPause, object: nil)
        UserDefaults.standard.set(true, forKey: "trip.isTracking")
        let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
        URLSession.shared.dataTask(with: docs[0]).resume()
        PHImageManager.default().cancelImageRequest(PHInvalidImageRequestID)
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
        CXCallDirectoryManager.sharedInstance.reloadExtension(withIdentifier: "com.example.calls") { _ in }
        DispatchQueue.main.async { self.center.post(name: .tripDidPause, object: nil) }
        ProcessInfo.processInfo.performExpiringActivity(withReason: "trip") { _ in }
        _ = Bundle.main.bundleIdentifier
        _ = HTTPCookieStorage.shared.cookies
        _ = URLCache.shared.currentDiskUsage
    }

    @objc private func didEnterBackground() {
        OperationQueue.main.addOperation { [weak self] in
            self?.locationManager.stopUpdatingLocation()
        }
    }
}

extension Notification.Name {
    static let tripDidPause = Notification.Name("TripDidPause")
}
