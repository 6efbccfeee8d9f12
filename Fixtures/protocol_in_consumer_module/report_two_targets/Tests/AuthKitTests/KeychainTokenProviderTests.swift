import AuthKit
import XCTest

final class KeychainTokenProviderTests: XCTestCase {
    func testEmptyKeychainGivesEmptyToken() async throws {
        let provider: any TokenProviding = KeychainTokenProvider(service: "tests")
        let token = try await provider.currentToken()
        XCTAssertEqual(token, "")
    }
}
