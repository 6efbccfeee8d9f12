import Security
import XCTest

final class KeychainMigrationTests: XCTestCase {
    func testLegacyItemIsMigrated() {
        let legacy: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                     kSecAttrAccessible as String: kSecAttrAccessibleAlways]
        XCTAssertEqual(SecItemAdd(legacy as CFDictionary, nil), errSecSuccess)
        XCTAssertEqual(SecItemAdd([kSecClass: kSecClassGenericPassword] as CFDictionary, nil), errSecSuccess)
    }
}
