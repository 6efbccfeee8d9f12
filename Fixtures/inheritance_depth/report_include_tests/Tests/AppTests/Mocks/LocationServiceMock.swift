import CoreLocation
@testable import App

final class LocationServiceMock: LocationService {
    private(set) var requested = false

    override func requestAuthorization() {
        requested = true
    }
}
