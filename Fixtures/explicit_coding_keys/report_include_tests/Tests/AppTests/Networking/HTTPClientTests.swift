import XCTest
@testable import App

struct StubUser: Codable {
    let id: String
    let displayName: String
}

final class HTTPClientTests: XCTestCase {
    func testDecodesRecordedUser() throws {
        let recording = try XCTUnwrap(Recordings.load(named: "user").first)
        let stub = try JSONDecoder().decode(StubUser.self, from: Data(recording.bodyJSON.utf8))
        XCTAssertEqual(stub.id, "42")
    }
}
