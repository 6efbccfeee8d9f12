import AuthKit
import XCTest

final class TokenTests: XCTestCase {
    func testToken() async throws {
        let provider: any TokenProviding = KeychainTokenProvider()
        XCTAssertEqual(try await provider.currentToken(), "")
    }
}
