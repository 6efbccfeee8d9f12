import XCTest

final class LoginUITests: XCTestCase {
    func testLogin() {
        UserDefaults.standard.set("ui-test", forKey: "ui.password")
        XCUIApplication().launch()
    }
}
