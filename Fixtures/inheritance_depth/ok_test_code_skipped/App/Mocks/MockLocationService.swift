import UIKit
import XCTest

final class MockLocationService: LocationService {
}
