import XCTest
@testable import App

final class ProfileViewModelTests: BaseTestCase {
    func testLoadSetsName() async {
        let service = LocationServiceMock()
        XCTAssertNotNil(service.manager)
    }
}
