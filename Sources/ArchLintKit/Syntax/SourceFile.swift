/// One Swift file: its bytes, tokens, line table and bracket pairs. Rules read code only through
/// this type and its navigation helpers.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated.
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let comments: [Token]
    /// Byte offset where each line starts; line 1 is index 0.
    public let lineStarts: [Int32]
    /// For each `(`, `[`, `{` and its closer: the index of the partner token, or -1 when unbalanced.
    public let partners: [Int32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let stream = Tokenizer.tokenize(bytes)
        tokens = stream.tokens
        comments = stream.comments
        lineStarts = SourceFile.lineStarts(of: bytes)
        partners = SourceFile.pairBrackets(stream.tokens)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                starts[0] = 3
                index = 3
            }
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Eight bytes at a time up to the next line break; lines are long enough to gain.
                if index + 8 <= count {
                    let breaks = lineBreakBytes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
                    if breaks == 0 {
                        index += 8
                        continue
                    }
                    index += breaks.trailingZeroBitCount / 8
                }
                let c = buffer[index]
                if c == 0x0A {
                    starts.append(Int32(index + 1))
                } else if c == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(Int32(index + 1))
                }
                index += 1
            }
        }
        return starts
    }

    /// The high bit of each byte of `word` that is a line feed or carriage return. Only the
    /// lowest set bit is exact (a borrow can mark a byte above a match), and only it is used.
    @inline(__always) static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lineFeeds = word ^ (ones &* 0x0A)
        let returns = word ^ (ones &* 0x0D)
        return ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & (ones &* 0x80)
    }

    /// Pairs brackets with an explicit stack; a closer that does not match the open bracket on
    /// top is left unpaired, so broken code cannot unbalance everything after it.
    static func pairBrackets(_ tokens: [Token]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(Int32(index))
            case .rightParen, .rightBracket, .rightBrace:
                let closer = tokens[index].kind
                guard let top = stack.last else { continue }
                let opener = tokens[Int(top)].kind
                if (opener == .leftParen && closer == .rightParen) || (opener == .leftBracket && closer == .rightBracket)
                    || (opener == .leftBrace && closer == .rightBrace) {
                    stack.removeLast()
                    partners[index] = top
                    partners[Int(top)] = Int32(index)
                } else if let match = stack.indices.reversed().prefix(8).first(where: { Self.closes(tokens[Int(stack[$0])].kind, closer) }) {
                    // A few unclosed openers above the match (half-typed code): drop them.
                    partners[index] = stack[match]
                    partners[Int(stack[match])] = Int32(index)
                    stack.removeSubrange(match...)
                }
            default:
                continue
            }
        }
        return partners
    }

    private static func closes(_ opener: TokenKind, _ closer: TokenKind) -> Bool {
        (opener == .leftParen && closer == .rightParen) || (opener == .leftBracket && closer == .rightBracket)
            || (opener == .leftBrace && closer == .rightBrace)
    }
}
