import CoreLocation

// Another framework's delegate: still a service.
final class LocationService: NSObject, CLLocationManagerDelegate {}
