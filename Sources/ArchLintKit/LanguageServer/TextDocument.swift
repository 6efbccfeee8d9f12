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

    /// From `{"line": …, "character": …}`; nil unless both are non-negative integers.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
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
    /// (before the line break) and a line past the last means the end of the text; a position
    /// inside a character (within a surrogate pair) means the character's end.
    func offset(of position: TextPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let lineEnd = contentEnd(ofLine: position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < lineEnd, units < position.character {
            let length = Self.sequenceLength(bytes[offset])
            units += length == 4 ? 2 : 1
            offset = min(offset + length, lineEnd)
        }
        return offset
    }

    /// The position of byte `offset` (clamped to the text).
    func position(ofOffset offset: Int) -> TextPosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var character = 0
        var index = lineStarts[low]
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            character += length == 4 ? 2 : 1
            index += length
        }
        return TextPosition(line: low, character: character)
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

    /// Bytes in a UTF-8 sequence led by `byte` (1 for a stray continuation byte).
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
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
