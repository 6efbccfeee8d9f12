/// A position as LSP counts it: 0-based line and UTF-16 code unit within the line.
struct TextPosition: Equatable, Comparable {
    var line: Int
    var character: Int

    static func < (a: TextPosition, b: TextPosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.character < b.character
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// From `{"line": …, "character": …}`; nil unless both are LSP `uinteger`s (0 to 2^31 − 1), so
    /// that no arithmetic on a position can overflow.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              (0...Int(Int32.max)).contains(line), (0...Int(Int32.max)).contains(character) else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { .object([("line", .integer(line)), ("character", .integer(character))]) }
}

struct TextRange: Equatable {
    var start: TextPosition
    var end: TextPosition

    init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// From `{"start": …, "end": …}`; nil unless both are positions and start is not after end.
    init?(_ json: JSONValue?) {
        guard let start = TextPosition(json?["start"]), let end = TextPosition(json?["end"]), start <= end else { return nil }
        self.init(start: start, end: end)
    }

    var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }
}

/// An editor's buffer as the server holds it: UTF-8 bytes, with the start of each line as LSP
/// counts lines (`\n`, `\r\n` and `\r` end one, as they do for the tokenizer).
struct TextDocument {
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Replaces the bytes of `range` with `text` (an incremental `didChange`).
    mutating func replace(_ range: TextRange, with text: [UInt8]) {
        let start = offset(of: range.start), end = max(start, offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: text)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The byte offset of `position`. As LSP asks, a character past the line's end means its end
    /// (before the line break) and a line past the last means the end of the text.
    func offset(of position: TextPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line], end = contentEnd(ofLine: position.line)
        let byteColumn = ColumnUnit.utf16CodeUnits.byteColumn(ofColumn: position.character + 1, inLine: bytes[start..<end])
        return min(start + byteColumn - 1, end)
    }

    /// Where line `line`'s text ends, before its line break.
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The line break ending line `line` (`\n`, `\r\n` or `\r`), empty for the last line without one.
    func lineBreak(ofLine line: Int) -> [UInt8] {
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        return Array(bytes[contentEnd(ofLine: line)..<end])
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0D, index < buffer.count, buffer[index] == 0x0A { index += 1 }
                if byte == 0x0A || byte == 0x0D { starts.append(index) }
            }
        }
        return starts
    }
}
