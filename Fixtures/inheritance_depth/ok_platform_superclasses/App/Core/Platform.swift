import Foundation
import CoreLocation

final class AppLocationManager: CLLocationManager {}
final class ISODateFormatter: ISO8601DateFormatter {}
final class APIDecoder: JSONDecoder {
    override init() {
        super.init()
        keyDecodingStrategy = .convertFromSnakeCase
    }
}
final class ImportOperation: Operation {}
final class SharedDefaults: UserDefaults {}
final class WeakBox: Foundation.NSObject {}
