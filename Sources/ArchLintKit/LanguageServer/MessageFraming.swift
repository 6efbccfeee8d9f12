/// Splits the byte stream of a language-server connection into messages (LSP base protocol):
/// header lines `Name: value` ended by an empty line, `Content-Length` giving the size in bytes
/// of the JSON body that follows. Bytes arrive in any pieces; a header that cannot be read is
/// reported and skipped up to the next `Content-Length`, so one bad message costs only itself.
/// Public for clients too (`archlint-bench lsp` reads the server's messages with it).
public struct MessageFramer {
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// Why a header could not be read; its bytes are dropped.
        case malformedHeader(String)
    }

    /// Larger bodies are refused (a 50 MB Swift file, JSON-escaped, fits).
    static let maximumBodyLength = 256 << 20
    /// A header without its empty line after this many bytes is garbage.
    static let maximumHeaderLength = 8 << 10

    private static let contentLength = Array("content-length".utf8)
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed.
    private var start = 0
    /// After a malformed header: dropping bytes up to the next `Content-Length`.
    private var resynchronizing = false

    public init() {}

    /// The bytes read but not yet part of a frame (at the end of input: what was not LSP).
    public var pendingBytes: ArraySlice<UInt8> { buffer[start...] }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        // Consumed bytes are dropped once they are the larger part, so the buffer stays as small as a message.
        if start > 0, start >= buffer.count - start {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        if resynchronizing {
            guard let header = Self.find(Self.contentLength, in: buffer, from: start, caseInsensitive: true) else {
                // Keep a tail that may be the start of a `Content-Length` still arriving.
                start = max(start, buffer.count - (Self.contentLength.count - 1))
                return nil
            }
            start = header
            resynchronizing = false
        }
        var length: Int?
        var problem: String?
        var lineStart = start
        var sawHeaderLine = false
        while true {
            guard let lineEnd = Self.find([Self.lineFeed], in: buffer, from: lineStart, caseInsensitive: false) else {
                if buffer.count - start > Self.maximumHeaderLength {
                    return malformed("a header longer than \(Self.maximumHeaderLength) bytes without its empty line")
                }
                return nil
            }
            var contentEnd = lineEnd
            if contentEnd > lineStart, buffer[contentEnd - 1] == Self.carriageReturn { contentEnd -= 1 }
            let line = buffer[lineStart..<contentEnd]
            lineStart = lineEnd + 1
            if line.isEmpty {
                // Blank lines before a header (a client's stray line break) are skipped.
                guard sawHeaderLine else {
                    start = lineStart
                    continue
                }
                break
            }
            sawHeaderLine = true
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                problem = problem ?? "a header line without ':'"
                continue
            }
            let name = Self.trimmed(line[line.startIndex..<colon])
            guard name.count == Self.contentLength.count, Self.equalIgnoringCase(name, Self.contentLength) else { continue }
            let value = Self.trimmed(line[(colon + 1)...])
            if let number = Self.decimal(value), number <= Self.maximumBodyLength {
                length = number
            } else {
                problem = problem ?? "Content-Length '\(String(decoding: value.prefix(40), as: UTF8.self))' is not a length up to \(Self.maximumBodyLength) bytes"
            }
        }
        if let problem { return malformed(problem, headerEnd: lineStart) }
        guard let length else { return malformed("a header without Content-Length", headerEnd: lineStart) }
        guard buffer.count - lineStart >= length else { return nil }
        start = lineStart + length
        return .message(Array(buffer[lineStart..<start]))
    }

    /// Drops the bad header (up to `headerEnd`, else everything read) and looks for the next message.
    private mutating func malformed(_ reason: String, headerEnd: Int? = nil) -> Frame {
        start = headerEnd ?? buffer.count
        resynchronizing = true
        return .malformedHeader(reason)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, caseInsensitive: Bool) -> Int? {
        guard needle.count <= bytes.count - from else { return nil }
        var index = from
        while index + needle.count <= bytes.count {
            let candidate = bytes[index..<index + needle.count]
            if caseInsensitive ? equalIgnoringCase(candidate, needle) : candidate.elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func equalIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count && zip(bytes, lowercase).allSatisfy { byte, lower in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == lower
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// Digits only, at most 10 of them.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 10 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// A message framed for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
