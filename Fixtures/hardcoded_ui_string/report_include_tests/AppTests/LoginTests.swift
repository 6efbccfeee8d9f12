import XCTest
import UIKit

final class LoginTests: XCTestCase {
    func testLabel() {
        let label = UILabel()
        label.text = "Welcome back"
        XCTAssertNotNil(label.text)
    }
}
