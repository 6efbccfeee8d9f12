import XCTest
@testable import App

final class SessionStoreTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: #file)
        defaults.removePersistentDomain(forName: #file)
    }

    func testLegacyTokenIsMigrated() throws {
        defaults.set("legacy-token", forKey: "auth_token")
        let store = SessionStore(keychain: InMemoryKeychain(), defaults: defaults)
        try store.save(token: "new-token")
        XCTAssertTrue(defaults.bool(forKey: "session.hasToken"))
    }
}
