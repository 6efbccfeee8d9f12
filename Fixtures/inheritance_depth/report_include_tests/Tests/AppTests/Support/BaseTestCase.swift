import XCTest

class BaseTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    class override func tearDown() {
        super.tearDown()
    }
}
