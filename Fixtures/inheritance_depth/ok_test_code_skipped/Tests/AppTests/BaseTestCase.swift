import XCTest

class BaseTestCase: XCTestCase {}
final class ProfileFlowTests: BaseTestCase {
    func testOpensProfile() {}
}
