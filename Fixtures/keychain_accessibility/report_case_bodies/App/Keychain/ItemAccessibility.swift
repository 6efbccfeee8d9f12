import Foundation
import Security

enum ItemAccessibility: String {
    case background
    case foreground
    case legacy

    var secValue: CFString {
        switch self {
        case .background: return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case .foreground: return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .legacy: return kSecAttrAccessibleAlways
        }
    }

    init?(secValue: CFString) {
        switch secValue {
        case kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: self = .background
        case kSecAttrAccessibleWhenUnlockedThisDeviceOnly: self = .foreground
        case kSecAttrAccessibleAlways, kSecAttrAccessibleAlwaysThisDeviceOnly: self = .legacy
        default: return nil
        }
    }
}
