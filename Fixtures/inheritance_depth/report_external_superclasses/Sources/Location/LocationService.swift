import CoreLocation

/// Wraps CLLocationManager; NSObject is required for the delegate callbacks.
class LocationService: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    private(set) var lastLocation: CLLocation?

    override init() {
        super.init()
        manager.delegate = self
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}

final class BackgroundLocationService: LocationService {
    func startSignificantChanges() {
        manager.allowsBackgroundLocationUpdates = true
        manager.startMonitoringSignificantLocationChanges()
    }
}
