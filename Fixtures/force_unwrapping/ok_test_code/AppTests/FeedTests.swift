import XCTest

final class FeedTests: XCTestCase {
    func testItems() {
        XCTAssertEqual(Feed(items: []).items!.count, 0)
    }
}
