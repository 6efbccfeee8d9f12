import XCTest
@testable import App

struct RecordedCardPage: Decodable {
    let nextPageURL: URL?
    let cards: [CardDTO]
}

final class WalletServiceTests: XCTestCase {
    func testDecodesSnakeCaseFixture() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let page = try decoder.decode(RecordedCardPage.self, from: Data(#"{"cards": []}"#.utf8))
        XCTAssertTrue(page.cards.isEmpty)
        _ = try? decoder.decode([CardDTO].self, from: Data("[]".utf8))
    }
}
