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

    /// Buckets by length and first byte; each holds the few candidate words as bytes.
    private static let buckets: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 16 * 128)
        for word in reserved {
            let bytes = Array(word.utf8)
            table[bytes.count * 128 + Int(bytes[0])].append(bytes)
        }
        return table
    }()

    /// Whether `bytes[start..<start+length]` is a reserved word.
    static func isReserved(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        guard length < 16, bytes[start] < 128 else { return false }
        let bucket = buckets[length * 128 + Int(bytes[start])]
        if bucket.isEmpty { return false }
        outer: for word in bucket {
            for index in 1..<length where word[index] != bytes[start + index] { continue outer }
            return true
        }
        return false
    }
}
