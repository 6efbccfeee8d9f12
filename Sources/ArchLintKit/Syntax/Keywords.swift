/// Swift's reserved words: those that cannot name anything without backticks. Contextual words
/// (`actor`, `final`, `get`, `some`, …) stay identifiers; the scanner compares their text.
enum Keywords {
    static let reserved: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `reserved`, for looking up a token's bytes.
    static let reservedWords = WordSet(reserved)
}
