import XCTest
@testable import App

final class TokenProviderTests: XCTestCase {
    func testReadsFromKeychain() async throws {
        UserDefaults.standard.set("stale", forKey: "auth_token")
        let provider = TokenProvider(keychain: KeychainStub(value: "fresh"))
        let token = try await provider.currentToken()
        XCTAssertEqual(token, "fresh")
    }
}
