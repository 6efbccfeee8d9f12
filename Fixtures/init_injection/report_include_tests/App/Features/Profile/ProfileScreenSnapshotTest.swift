import XCTest
@testable import App

final class ProfileScreenSnapshotTest: XCTestCase {
    func testRendersPlaceholder() {
        let avatars = AvatarCacheManager.shared
        XCTAssertNotNil(avatars)
    }
}

final class AvatarCacheManager {
    static let shared = AvatarCacheManager()
}
