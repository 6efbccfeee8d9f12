/// The tokens the index's type-name walks act on, noted by the lexer as it emits them, in token
/// order: names that may start with an uppercase letter (an ASCII `A`…`Z`, a backtick or a
/// non-ASCII first byte: a superset of `SourceFile.startsUppercase`, decided on the first byte;
/// the keywords `Self` and `Any` among them), attributes whose name starts with `A`…`Z`, the
/// `#if`/`#elseif`/`#else`/`#endif` directives and the `import` keywords; a walk reads the kind.
/// The walks for constructions, metatypes, type uses, singleton uses and architecture references
/// visited every token of every file to act on these, one token in twelve.
enum TypeNameStops {
    /// Whether `token` is a stop, from its kind and bytes alone: the lexer's rule, for the pieces of
    /// text longer than a token holds (the lexer looks at a name's first bytes, not a piece's).
    static func isStop(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.offset)
        switch token.kind {
        case .identifier, .keyword:
            return token.length > 0 && mayStartUppercase(bytes[start])
                || token.kind == .keyword && token.length == 6 && bytes[start..<start + 6].elementsEqual("import".utf8)
        case .attribute:
            return token.length > 1 && isUppercaseASCII(bytes[start + 1])
        case .directive:
            return true
        default:
            return false
        }
    }

    /// An identifier starting with this byte may start uppercase: `A`…`Z`, a backtick, non-ASCII.
    @inline(__always) static func mayStartUppercase(_ first: UInt8) -> Bool {
        isUppercaseASCII(first) || first >= 0x80 || first == UInt8(ascii: "`")
    }

    @inline(__always) static func isUppercaseASCII(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
}

/// The stops as the lexer notes them: a store and a count in place, grown by doubling (an
/// `Array.append` checks uniqueness and capacity through calls, on the lexer's hottest path).
struct TypeNameStopBuffer {
    private var storage: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0

    /// Room for one stop per 16 bytes: app and library code holds about one per 90, so files
    /// nearly never grow it, and the pages past the last stop stay untouched.
    init(sourceBytes: Int) {
        capacity = sourceBytes / 16 + 16
        storage = .allocate(capacity: capacity)
    }

    func deallocate() { storage.deallocate() }

    @inline(__always) mutating func append(_ token: Int) {
        if _slowPath(count == capacity) { grow() }
        storage[count] = Int32(truncatingIfNeeded: token)
        count &+= 1
    }

    @inline(never) private mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    var array: [Int32] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}
