import XCTest
@testable import ArchLintKit

final class SmokeTests: XCTestCase {
    func testSeverityOrder() { XCTAssertLessThan(Severity.warning, Severity.error) }
}
