import Foundation

struct Plain { static let a = 1 }
struct ViaInit { static let a = 1 }
struct ViaModule { static let a = 1 }
struct ViaReference { static let a = 1 }
struct ViaTrailingClosure { static let a = 1 }
struct ViaInterpolation { static let a = 1 }
struct ViaDisabledBranch { static let a = 1 }
struct ViaTests { static let a = 1 }
struct ViaSelf { static let a = 1; static let shared = Self() }
struct ViaSelfInit { static let a = 1; static func make() -> ViaSelfInit { Self.init() } }
struct ViaImplicitInit { static let a = 1; static let shared: ViaImplicitInit = .init() }
struct ViaImplicitSelf { static let a = 1; static let shared: Self = .init() }
struct Outer {
    struct Inner { static let a = 1 }
    let value: Int
}

// A simple name shared with another constructed type exempts both.
struct Names { static let a = 1 }
struct Screen {
    struct Names { init(title: String) {} }
}

func build() {
    _ = Plain()
    _ = ViaInit.init()
    _ = Foundation.ViaModule()
    _ = [1].map { _ in ViaReference.init }
    _ = ViaTrailingClosure { }
    print("built: \(ViaInterpolation())")
    _ = Outer.Inner()
    _ = Names(title: "Inbox")
}

#if false
let disabled = ViaDisabledBranch()
#endif
