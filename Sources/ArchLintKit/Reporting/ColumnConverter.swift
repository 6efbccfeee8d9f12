/// Converts the UTF-8 byte columns of findings and fix edits to another unit (SARIF: Unicode
/// scalars; LSP: UTF-16) in time independent of their line's length. A short line is counted
/// through; a long line's running count is taken once, every `stride` bytes, and kept while the
/// converter lives (one report), so that thousands of findings on one long generated line cost
/// their number, not their number times the line's length.
struct ColumnConverter {
    let unit: ColumnUnit
    /// Running counts of the long lines met, by where their bytes start in memory (the file's bytes
    /// they share, and the line's first offset in them).
    private var counts: [LineStart: RunningCount] = [:]

    /// Lines up to this many bytes are counted through at each conversion.
    private static let shortLine = 512
    private static let stride = 128

    init(unit: ColumnUnit) { self.unit = unit }

    /// The 1-based column in `unit` of the 1-based byte column `byteColumn` of `line`, as
    /// `ColumnUnit.column(ofByteColumn:inLine:)` gives it.
    mutating func column(ofByteColumn byteColumn: Int, in line: SourceLine) -> Int {
        let bytes = line.bytes
        let counted = min(max(byteColumn - 1, 0), bytes.count)
        guard unit != .utf8Bytes, counted > Self.shortLine else { return unit.column(ofByteColumn: byteColumn, inLine: bytes) }
        let start = bytes.withUnsafeBufferPointer { LineStart(address: UInt(bitPattern: $0.baseAddress)) }
        let units = counts[start, default: RunningCount(storage: line)].units(before: counted, of: bytes, unit: unit)
        return 1 + units + max(0, byteColumn - 1 - counted)
    }

    /// The start and end columns of `finding` in `unit`.
    mutating func columns(of finding: Finding) -> (start: Int, end: Int) {
        let endLine = finding.endLine == finding.line ? finding.reportedLine : finding.endReportedLine ?? SourceLine("")
        return (column(ofByteColumn: finding.column, in: finding.reportedLine), column(ofByteColumn: finding.endColumn, in: endLine))
    }

    /// The start and end columns of `edit` in `unit`.
    mutating func columns(of edit: Fix.Edit) -> (start: Int, end: Int) {
        (column(ofByteColumn: edit.start.column, in: edit.startLineHead), column(ofByteColumn: edit.end.column, in: edit.endLineHead))
    }

    private struct LineStart: Hashable {
        var address: UInt
    }

    /// `units[k]`: the units of the line's first `k · stride` bytes, taken as far as a conversion
    /// has needed (a fix edit's line head is the start of its line: the same count serves both).
    private struct RunningCount {
        /// Holds the bytes whose address is the key, so that no other line can take it meanwhile.
        let storage: SourceLine
        var units: [Int] = [0]

        mutating func units(before count: Int, of bytes: ArraySlice<UInt8>, unit: ColumnUnit) -> Int {
            let stride = ColumnConverter.stride
            while units.count <= count / stride {
                let from = bytes.startIndex + (units.count - 1) * stride
                units.append(units[units.count - 1] + bytes[from..<from + stride].reduce(0) { $0 + unit.units(ofByte: $1) })
            }
            let checkpoint = count / stride
            let from = bytes.startIndex + checkpoint * stride
            return units[checkpoint] + bytes[from..<bytes.startIndex + count].reduce(0) { $0 + unit.units(ofByte: $1) }
        }
    }
}
