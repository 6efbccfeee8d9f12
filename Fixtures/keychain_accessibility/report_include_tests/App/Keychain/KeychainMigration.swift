import Foundation
import Security

struct KeychainMigration {
    func needsMigration(_ attributes: [String: Any]) -> Bool {
        guard let accessible = attributes[kSecAttrAccessible as String] as? String else { return false }
        return accessible == kSecAttrAccessibleAlways as String
    }
}
