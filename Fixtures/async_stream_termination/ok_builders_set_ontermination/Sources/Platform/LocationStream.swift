import CoreLocation

final class LocationStream: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var continuation: AsyncStream<CLLocation>.Continuation?

    var locations: AsyncStream<CLLocation> {
        AsyncStream { continuation in
            self.continuation = continuation
            manager.delegate = self
            manager.startUpdatingLocation()
            DispatchQueue.main.async {
                continuation.onTermination = { [weak self] _ in self?.manager.stopUpdatingLocation() }
            }
        }
    }
}
