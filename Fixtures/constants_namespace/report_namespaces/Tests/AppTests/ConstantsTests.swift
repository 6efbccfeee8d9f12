import XCTest

// Test code is not reported, and names nothing the app's namespaces are built by.
struct TestConstants {
    static let fixture = "fixture"
}

final class ConstantsTests: XCTestCase {
    func testBaseURL() {
        XCTAssertEqual(AppConstants.baseURL.host, "api.example.com")
    }
}
