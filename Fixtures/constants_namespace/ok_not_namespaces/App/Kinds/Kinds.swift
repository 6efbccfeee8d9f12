import SwiftUI
import Foundation

enum Constants { static let a = 1 }
actor Counter { static let start = 0 }
protocol Limits { static var max: Int { get } }

// No `static let`: only static functions and computed properties.
struct Palette {
    static var current: String { "light" }
    static func color(_ name: String) -> String { name }
}

// An instance member of any kind, or another initializer.
struct WithProperty { static let a = 1; let b = 2 }
struct WithMethod { static let a = 1; func f() {} }
struct WithSubscript { static let a = 1; subscript(i: Int) -> Int { i } }
final class WithDeinit { static let a = 1; deinit {} }
struct WithInit { static let a = 1; init() {} }
struct WithPublicInit { static let a = 1; public init() {} }
struct WithConditionalMember {
    static let a = 1
    #if DEBUG
    var debugName: String { "debug" }
    #endif
}

// Conformances and superclasses make witnesses and framework objects.
struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
struct Avatar_Previews: PreviewProvider { static let size = 40.0; static var previews: some View { Text("") } }
struct Payload: Codable { static let version = 1 }
final class Registry: NSObject { static let shared = "registry" }

// Generic parameters and attributes an enum cannot carry.
struct Box<Value> { static let capacity = 4 }
@propertyWrapper struct Clamped { static let limit = 1; var wrappedValue: Int }
@objc final class Bridge: NSObject { static let name = "bridge" }
@objcMembers final class Exposed { static let name = "exposed" }
final class Selectors { @objc static let name = "selectors" }
@dynamicMemberLookup struct Lookup { static let a = 1; static subscript(dynamicMember key: String) -> Int { 1 } }

// Extensions elsewhere with an instance member, an initializer or a conformance.
struct Formats { static let date = "yyyy-MM-dd" }
struct Routes { static let home = "/" }
struct Sizes { static let small = 8 }
