#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        partners = stream.partners
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var index = 0
            if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                starts[0] = 3
                index = 3
            }
            /// Where the next `byte` is from `start` on, or `count`: the C library's vector loop
            /// beats any loop written here, and lines are long enough for a call each to pay.
            func next(_ byte: UInt8, from start: Int) -> Int {
                guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
                return UnsafeRawPointer(base).distance(to: found)
            }
            var lineFeed = next(0x0A, from: index)
            var carriageReturn = next(0x0D, from: index)
            while true {
                let lineBreak = min(lineFeed, carriageReturn)
                guard lineBreak < count else { break }
                // `\r\n` is one line break.
                let isCRLF = lineBreak == carriageReturn && lineFeed == lineBreak + 1 && lineFeed < count
                index = lineBreak + (isCRLF ? 2 : 1)
                starts.append(Int32(index))
                if lineFeed < index { lineFeed = next(0x0A, from: index) }
                if carriageReturn < index { carriageReturn = next(0x0D, from: index) }
            }
        }
        return starts
    }
}
