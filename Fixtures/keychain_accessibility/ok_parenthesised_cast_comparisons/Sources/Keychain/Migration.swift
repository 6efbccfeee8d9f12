import Security

// A parenthesised, cast operand of == or != is a comparison (rules.md §13): code finding old items.
enum Migration {
    static func needsMigration(_ accessible: String) -> Bool {
        accessible == (kSecAttrAccessibleAlways as String)
    }

    static func isCurrent(_ accessible: String) -> Bool {
        ((kSecAttrAccessibleAlwaysThisDeviceOnly as String)) != accessible
    }

    static func isLegacy(_ value: CFString?) -> Bool {
        value == (kSecAttrAccessibleAlways as CFString?)
    }
}
