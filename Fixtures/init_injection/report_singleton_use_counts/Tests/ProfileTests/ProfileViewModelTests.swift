import XCTest

// Test code: neither reported nor counted.
final class ProfileViewModelTests: XCTestCase {
    func testSignOut() {
        SessionManager.shared.token = "t"
        ProfileViewModel().signOut()
        XCTAssertNil(SessionManager.shared.token)
    }
}
