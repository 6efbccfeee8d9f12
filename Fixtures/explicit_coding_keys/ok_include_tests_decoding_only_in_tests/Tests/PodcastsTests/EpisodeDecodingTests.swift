import XCTest
@testable import Podcasts

/// Shape of the raw upstream RSS-to-JSON dump used as a fixture.
struct UpstreamEpisodeFixture: Decodable {
    let guidURL: URL
    let enclosureURL: URL
}

final class EpisodeDecodingTests: XCTestCase {
    func testUpstreamDumpDecodesWithSnakeCase() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"[{"guid_url": "https://e.example.com/1", "enclosure_url": "https://e.example.com/1.mp3"}]"#
        let fixtures = try decoder.decode([UpstreamEpisodeFixture].self, from: Data(json.utf8))
        XCTAssertEqual(fixtures.count, 1)
        XCTAssertThrowsError(try decoder.decode([EpisodeDTO].self, from: Data(json.utf8)))
    }
}
