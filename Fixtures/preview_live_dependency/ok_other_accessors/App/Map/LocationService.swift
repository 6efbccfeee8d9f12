final class LocationService {
    static let live = LocationService()
    static let `default` = LocationService()
    static let current = LocationService()
}
