import Foundation

struct PlatformInfo {
    /// Uses `kSecAttrAccessibleAlways` on macOS; see PlatformKeychain.
    var description: String { PlatformKeychain.summary }
}
