import XCTest
@testable import OrdersFeature

// Test code (Tests folder) is skipped by default.
final class OrdersViewControllerTests: XCTestCase {
    func testTitle() {
        let controller = OrdersViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Orders")
    }
}
