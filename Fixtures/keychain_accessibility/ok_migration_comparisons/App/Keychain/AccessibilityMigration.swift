import Foundation
import Security

/// Finds items written with a deprecated class and rewrites them device-bound.
struct AccessibilityMigration {
    func isLegacy(_ value: CFString) -> Bool {
        if value == kSecAttrAccessibleAlways || value == kSecAttrAccessibleAlwaysThisDeviceOnly { return true }
        if CFEqual(value, kSecAttrAccessibleAlways) { return true }
        return kSecAttrAccessibleAlways as String == value as String
    }

    func replacement(for value: CFString) -> CFString? {
        switch value {
        case kSecAttrAccessibleAlways, kSecAttrAccessibleAfterFirstUnlock:
            return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case kSecAttrAccessibleAlwaysThisDeviceOnly:
            return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        default:
            return nil
        }
    }

    func needsRewrite(_ attributes: [String: Any]) -> Bool {
        guard let current = attributes[kSecAttrAccessible as String] as? String else { return false }
        if case kSecAttrAccessibleAlwaysThisDeviceOnly as String = current { return true }
        return current != kSecAttrAccessibleAlways as String
    }
}
