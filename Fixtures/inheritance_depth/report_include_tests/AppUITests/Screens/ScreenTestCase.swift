import XCTest

class ScreenTestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        app.launchArguments = ["-ui-testing"]
        app.launch()
    }
}

final class CheckoutScreenUITest: ScreenTestCase {
    func testPlaceOrder() {
        app.buttons["Place order"].tap()
    }
}
