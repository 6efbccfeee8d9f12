import XCTest

struct PersistedFixture: Codable {
    let name: String
}

final class PersistenceTests: XCTestCase {
    func testRoundTrip() throws {
        let data = try JSONEncoder().encode(PersistedFixture(name: "a"))
        XCTAssertEqual(try JSONDecoder().decode(PersistedFixture.self, from: data).name, "a")
    }
}
