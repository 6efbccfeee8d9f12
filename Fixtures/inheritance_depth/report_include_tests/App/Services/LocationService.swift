import CoreLocation

class LocationService: NSObject {
    let manager = CLLocationManager()

    func requestAuthorization() {
        manager.requestWhenInUseAuthorization()
    }
}
