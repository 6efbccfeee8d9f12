/// What a column counts. archlint's positions count UTF-8 bytes, as `swiftc`, Xcode and Vim do;
/// SARIF counts Unicode scalars and LSP UTF-16 code units. Every conversion between them goes
/// through this type, from the bytes of the line holding the position.
public enum ColumnUnit: Sendable, Hashable {
    case utf8Bytes
    case unicodeScalars
    case utf16CodeUnits

    /// How many units a byte of UTF-8 text adds: a scalar counts at its lead byte, and a scalar
    /// outside the Basic Multilingual Plane (a 4-byte sequence) is a UTF-16 surrogate pair.
    @inline(__always) func units(ofByte byte: UInt8) -> Int {
        switch self {
        case .utf8Bytes: return 1
        case .unicodeScalars: return byte & 0xC0 == 0x80 ? 0 : 1
        case .utf16CodeUnits: return byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
        }
    }

    /// The 1-based column in this unit of the 1-based byte column `byteColumn` of `line` (the line's
    /// UTF-8 bytes, with or without its line break). Bytes past the end of the line count one each.
    public func column<Line: Collection<UInt8>>(ofByteColumn byteColumn: Int, inLine line: Line) -> Int {
        var column = 1
        var remaining = byteColumn - 1
        for byte in line {
            guard remaining > 0 else { break }
            column += units(ofByte: byte)
            remaining -= 1
        }
        return column + max(0, remaining)
    }

    /// The 1-based byte column of the 1-based `column` (in this unit) of `line`: the inverse of
    /// `column(ofByteColumn:inLine:)`. A column inside a UTF-16 surrogate pair gives the scalar's first byte.
    public func byteColumn<Line: Collection<UInt8>>(ofColumn column: Int, inLine line: Line) -> Int where Line.Index == Int {
        var cursor = ColumnCursor(unit: self)
        return cursor.byteColumn(ofColumn: column, lineStart: line.startIndex, in: line)
    }
}

/// Finds byte columns of columns counted in some unit, remembering where it stopped on the line, so
/// that columns asked for in increasing order on one long line cost only the bytes between them.
struct ColumnCursor {
    let unit: ColumnUnit
    private var lineStart = -1
    private var column = 1
    private var offset = 0

    init(unit: ColumnUnit) { self.unit = unit }

    /// The 1-based byte column of `target` (1-based, in `unit`) on the line starting at index
    /// `lineStart` of `bytes`. Columns past the line's end (a line break or the end of `bytes`)
    /// count one byte each.
    mutating func byteColumn<Bytes: Collection<UInt8>>(ofColumn target: Int, lineStart: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        if lineStart != self.lineStart || column > target {
            self.lineStart = lineStart
            column = 1
            offset = lineStart
        }
        while offset < bytes.endIndex {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            let width = unit.units(ofByte: byte)
            if width > 0, column + width > target {
                return offset - lineStart + 1
            }
            column += width
            offset += 1
        }
        return offset - lineStart + 1 + max(0, target - column)
    }
}
