import UIKit
import XCTest

final class LocationStub: LocationService {
}
