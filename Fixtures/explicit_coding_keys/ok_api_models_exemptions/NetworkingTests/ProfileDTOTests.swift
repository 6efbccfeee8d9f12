import XCTest

struct StubProfileResponse: Decodable {
    let displayName: String
}

final class ProfileDTOTests: XCTestCase {
    func testStub() throws {
        let stub = try JSONDecoder().decode(StubProfileResponse.self, from: Data(#"{"displayName": "A"}"#.utf8))
        XCTAssertEqual(stub.displayName, "A")
    }
}
