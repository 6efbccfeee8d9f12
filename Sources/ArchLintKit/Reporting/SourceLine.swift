/// Bytes of one line of a linted file as a finding or a fix edit keeps them: the file's bytes,
/// shared, and where the bytes lie in them. A copy of the line for each finding made memory grow as
/// findings × line length (thousands of findings on one long generated line); the text is made
/// when a report asks for it.
public struct SourceLine: Sendable, Hashable, Codable {
    /// The whole file's bytes (shared with the file, not copied), or the bytes of a text given alone.
    private let storage: [UInt8]
    private let range: Range<Int>

    /// `range` of `file`, which is kept whole and shared.
    init(_ file: [UInt8], _ range: Range<Int>) {
        storage = file
        self.range = range
    }

    public init(_ text: String) {
        storage = Array(text.utf8)
        range = 0..<storage.count
    }

    public var bytes: ArraySlice<UInt8> { storage[range] }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `other` is this very line (the same bytes in memory, not merely equal ones).
    func isSameLine(as other: SourceLine) -> Bool {
        range == other.range && storage.withUnsafeBufferPointer { mine in
            other.storage.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    public static func == (a: SourceLine, b: SourceLine) -> Bool { a.bytes.elementsEqual(b.bytes) }

    /// By length alone: hashing every byte of a long line once per finding cost as much as keeping it.
    public func hash(into hasher: inout Hasher) { hasher.combine(range.count) }

    public init(from decoder: Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension SourceFile {
    /// 1-based `line` without its line break (`lineBytes`), as findings keep it: shared with the file.
    func sourceLine(_ line: Int) -> SourceLine {
        let slice = lineBytes(line)
        return SourceLine(bytes, slice.startIndex..<slice.endIndex)
    }
}
