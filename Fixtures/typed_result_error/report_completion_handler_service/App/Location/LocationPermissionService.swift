import CoreLocation

final class LocationPermissionService: NSObject {
    private let manager: CLLocationManager

    init(manager: CLLocationManager) {
        self.manager = manager
    }

    /// Asks once; every failure is one of ours.
    func requestWhenInUse(completion: @escaping (Result<CLAuthorizationStatus, Error>) -> Void) {
        guard CLLocationManager.locationServicesEnabled() else {
            completion(.failure(LocationPermissionError.servicesDisabled))
            return
        }
        switch manager.authorizationStatus {
        case .denied, .restricted:
            DispatchQueue.main.async { completion(.failure(.denied)) }
        default:
            completion(.success(manager.authorizationStatus))
        }
    }
}
