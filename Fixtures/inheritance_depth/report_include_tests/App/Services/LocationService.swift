import CoreLocation

class LocationService: CLLocationManager {
    let manager = CLLocationManager()

    func requestAuthorization() {
        manager.requestWhenInUseAuthorization()
    }
}
