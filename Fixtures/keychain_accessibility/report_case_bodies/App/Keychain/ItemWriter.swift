import Foundation
import Security

struct ItemWriter {
    func attributes(for level: ItemAccessibility) -> [String: Any] {
        [kSecAttrAccessible as String: level == .legacy ? kSecAttrAccessibleAlwaysThisDeviceOnly : level.secValue]
    }
}
