import CoreLocation

public protocol LocationProviding: AnyObject {
    func currentLocation() async throws -> CLLocation
}

public final class CoreLocationProvider: NSObject, LocationProviding {
    public func currentLocation() async throws -> CLLocation { CLLocation(latitude: 0, longitude: 0) }
}
