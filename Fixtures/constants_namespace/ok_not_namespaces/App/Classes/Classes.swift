import Foundation

class Base { static let a = 1 }
final class Child: Base {}

open class Open { static let a = 1 }

final class BundleToken { static let name = "Resources" }
let bundle = Bundle(for: BundleToken.self)

final class SelfType {
    static let a = 1
    static var type: AnyClass { Self.self }
}

// Subclassed in test code only.
class Fixtures { static let a = 1 }
