import XCTest

// Test code outside previews does not make the wrapper a production view.
final class SnapshotTests: XCTestCase {
    func testSearch() { _ = SearchPreviewWrapper() }
}
