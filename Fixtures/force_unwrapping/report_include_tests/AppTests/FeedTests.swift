import XCTest

final class FeedTests: XCTestCase {
    func testItems() {
        let feed = Feed(items: [])
        XCTAssertEqual(feed.items!.count, 0)
    }
}
