import XCTest

final class FixturesDouble: Fixtures {}

final class BuiltTests: XCTestCase {
    func testBuilt() { _ = ViaTests() }
}

// Test code itself is not reported.
struct TestOnlyConstants { static let a = 1 }
