import Networking
import XCTest

final class StatusFetcherTests: XCTestCase {
    func testEmpty() async throws {
        let fetcher: StatusFetching = MastodonStatusFetcher(instance: "mastodon.social")
        XCTAssertEqual(try await fetcher.statuses(sinceID: nil), [])
    }
}
