import CoreLocation

class LocationService: NSObject {
    func currentLocation() async -> CLLocation? { nil }
}
