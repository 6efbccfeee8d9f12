import ComposableArchitecture
import XCTest
@testable import ProfileFeature

struct RecordedFollowerPage: Decodable {
    let nextCursorID: String?
    let followers: [FollowerDTO]
}

@MainActor
final class ProfileFeatureTests: XCTestCase {
    func testDecodesRecordedFollowers() throws {
        let json = #"{"next_cursor_id": null, "followers": []}"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let page = try decoder.decode(RecordedFollowerPage.self, from: Data(json.utf8))
        XCTAssertTrue(page.followers.isEmpty)
    }
}
