import XCTest
@testable import AuthKit

final class AuthKeysTests: XCTestCase {
    func testRefreshKeyRoundTrip() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.set("token-123", forKey: AuthKeys.refresh)
        XCTAssertEqual(defaults.string(forKey: AuthKeys.refresh), "token-123")
    }
}
