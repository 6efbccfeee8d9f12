final class LocationService {
    static let shared = LocationService()
}
