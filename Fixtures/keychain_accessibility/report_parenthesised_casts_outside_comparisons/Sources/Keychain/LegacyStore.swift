import Security

// Parentheses are looked through only around the operand itself, never a call's.
enum LegacyStore {
    static let query: [String: Any] = [
        kSecAttrAccessible as String: (kSecAttrAccessibleAlways as String),
    ]

    static func matches(_ accessible: String) -> Bool {
        accessible == String(kSecAttrAccessibleAlways)
    }

    static func tag(_ value: String) -> Bool {
        value == describe(kSecAttrAccessibleAlwaysThisDeviceOnly as String)
    }

    static func describe(_ value: String) -> String { value }
}
