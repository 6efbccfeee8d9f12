import Foundation
import Security
import XCTest

/// Seeds items the way version 1 wrote them, to test the migration.
enum KeychainSeeder {
    static func seedLegacyItem(account: String) {
        let item: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAlways,
        ]
        XCTAssertEqual(SecItemAdd(item as CFDictionary, nil), errSecSuccess)
    }
}
