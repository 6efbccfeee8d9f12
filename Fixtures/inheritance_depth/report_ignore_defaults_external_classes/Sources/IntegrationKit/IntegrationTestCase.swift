import XCTest

// ignore_defaults: true replaces the default external_classes list, so XCTestCase (no Apple prefix:
// "XC" is not in the prefix list) is no longer external and counts as a protocol here.
open class IntegrationTestCase: XCTestCase {
    public var baseURL = URL(string: "https://staging.example.com")!
}

// Near-miss: depth 1.
open class APIIntegrationTestCase: IntegrationTestCase {
    open override func setUp() {
        super.setUp()
        baseURL.append(path: "api/v2")
    }
}
