import Foundation

public final class Tokens {
    public static let primary = "primary"
    class var secondary: String { "secondary" }
    class func token(_ name: String) -> String { name }

    /// Not to be built.
    private init() {
        // nothing
    }
}

struct Limits {
    static let maximum = 10
    fileprivate init() {}
}

#if os(iOS)
    struct Insets {
        static let edge = 16.0
        private init() {}
    }
#else
    struct Insets {
        static let edge = 20.0
    }
#endif

// No fix: an initializer with parameters stays the author's to remove.
struct Durations {
    static let short = 0.2
    private init(scale: Double) {}
}

// No fix: an enum member cannot be final.
class Colors {
    static let accent = "accent"
    final class func named(_ name: String) -> String { name }
}

// No fix: the initializer shares its line with a member.
struct Spacing {
    static let small = 4.0; private init() {}
}
