import Foundation
import XCTest
@testable import ArchLintKit

/// Columns count UTF-8 bytes like the Swift compiler (text, json, github and the CI formats), and
/// convert to Unicode scalars (SARIF) and UTF-16 code units (LSP) through `ColumnUnit`.
final class ColumnTests: XCTestCase {
    /// `é` is 2 bytes and 1 scalar; `🚗` 4 bytes, 1 scalar and 2 UTF-16 units; `e\u{301}` is one
    /// character of two scalars (3 bytes).
    private let line = Array("aé🚗e\u{301}x".utf8)

    func testByteColumnsConvertToEachUnit() {
        // Byte columns of a, é, 🚗, e, U+0301, x and the end of the line.
        let byteColumns = [1, 2, 4, 8, 9, 11, 12]
        XCTAssertEqual(byteColumns.map { ColumnUnit.utf8Bytes.column(ofByteColumn: $0, inLine: line) }, byteColumns)
        XCTAssertEqual(byteColumns.map { ColumnUnit.unicodeScalars.column(ofByteColumn: $0, inLine: line) }, [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(byteColumns.map { ColumnUnit.utf16CodeUnits.column(ofByteColumn: $0, inLine: line) }, [1, 2, 3, 5, 6, 7, 8])
    }

    func testConversionsAreInverse() {
        for unit in [ColumnUnit.utf8Bytes, .unicodeScalars, .utf16CodeUnits] {
            for byteColumn in [1, 2, 4, 8, 9, 11, 12] {
                let column = unit.column(ofByteColumn: byteColumn, inLine: line)
                XCTAssertEqual(unit.byteColumn(ofColumn: column, inLine: line), byteColumn, "\(unit) \(byteColumn)")
            }
        }
        // Inside the surrogate pair of 🚗: its first byte.
        XCTAssertEqual(ColumnUnit.utf16CodeUnits.byteColumn(ofColumn: 4, inLine: line), 4)
    }

    func testColumnsPastTheLineCountOneEach() {
        XCTAssertEqual(ColumnUnit.unicodeScalars.column(ofByteColumn: 15, inLine: line), 10)
        XCTAssertEqual(ColumnUnit.unicodeScalars.byteColumn(ofColumn: 10, inLine: line), 15)
        XCTAssertEqual(ColumnUnit.utf16CodeUnits.column(ofByteColumn: 3, inLine: [UInt8]()), 3)
        // A line break ends the line.
        XCTAssertEqual(ColumnUnit.unicodeScalars.byteColumn(ofColumn: 4, inLine: Array("é\néé".utf8)), 5)
    }

    func testCursorWalksOnAndBack() {
        let text = Array("x\né🚗é🚗\n".utf8)
        var cursor = ColumnCursor(unit: .unicodeScalars)
        XCTAssertEqual((1...5).map { cursor.byteColumn(ofColumn: $0, lineStart: 2, in: text) }, [1, 3, 7, 9, 13])
        XCTAssertEqual(cursor.byteColumn(ofColumn: 2, lineStart: 2, in: text), 3)
        XCTAssertEqual(cursor.byteColumn(ofColumn: 1, lineStart: 0, in: text), 1)
    }

    func testSourcePositionsCountBytes() {
        let file = SourceFile(path: "Café.swift", text: "/* 🚗 */ final class Café: Car {}\n\tlet 日本 = 1\n")
        let caf = file.tokens.firstIndex { file.text(of: $0) == "Café" }!
        XCTAssertEqual(file.position(of: caf), SourceFile.Position(line: 1, column: 24))
        XCTAssertEqual(file.endPosition(of: caf), SourceFile.Position(line: 1, column: 29))
        let one = file.tokens.firstIndex { file.text(of: $0) == "1" }!
        // A tab is one byte, 日本 six.
        XCTAssertEqual(file.position(of: one), SourceFile.Position(line: 2, column: 15))
        var cursor = SourceFile.PositionCursor()
        XCTAssertEqual(file.tokens.indices.map { file.position(ofOffset: Int(file.tokens[$0].offset), cursor: &cursor) },
                       file.tokens.indices.map { file.position(of: $0) })
    }

    func testFindingColumnsInEachUnit() {
        let finding = Finding(ruleID: "inheritance_depth", severity: .warning, path: "Café.swift", line: 1, column: 24,
                              endLine: 1, endColumn: 29, message: "m", lineText: "/* 🚗 */ final class Café: Car {}")
        XCTAssertEqual(finding.columns(in: .utf8Bytes).start, 24)
        XCTAssertEqual([finding.columns(in: .unicodeScalars).start, finding.columns(in: .unicodeScalars).end], [21, 25])
        XCTAssertEqual([finding.columns(in: .utf16CodeUnits).start, finding.columns(in: .utf16CodeUnits).end], [22, 26])
        // An end on another line converts in that line's text.
        var multiLine = finding
        multiLine.endLine = 2
        multiLine.endColumn = 5
        multiLine.endLineText = "ééé\"\"\""
        XCTAssertEqual(multiLine.columns(in: .unicodeScalars).end, 3)
    }

    /// A report's converter keeps a long line's running count (the fix for thousands of findings
    /// on one line, each counted from the line's start): every column it gives, in any order, for
    /// the line and for heads of it (a fix edit's), shorter or longer than what it counted before,
    /// is the unit's own count.
    func testConverterGivesTheUnitsColumnsOnLongLinesInAnyOrder() {
        let pieces = ["a", "é", "日", "🚗", "e\u{301}", " ", "\t"]
        var generator = SystemRandomNumberGenerator()
        let long = (0..<3_000).map { _ in pieces.randomElement(using: &generator)! }.joined()
        let file = SourceFile(path: "Long.swift", text: "let x = 1\n" + long + "\nlet y = 2\n")
        let line = file.sourceLine(2)
        let lineStart = line.bytes.startIndex
        XCTAssertGreaterThan(line.bytes.count, 6_000)
        for unit in [ColumnUnit.unicodeScalars, .utf16CodeUnits, .utf8Bytes] {
            var converter = ColumnConverter(unit: unit)
            // A head first (counted to its end only), then the whole line, columns past its end, then heads again.
            let heads = [1_000, 5_000, line.bytes.count, 700, 0].map { SourceLine(file.bytes, lineStart..<lineStart + $0) }
            for head in heads.prefix(1) {
                XCTAssertEqual(converter.column(ofByteColumn: head.bytes.count + 1, in: head), unit.column(ofByteColumn: head.bytes.count + 1, inLine: head.bytes))
            }
            for byteColumn in (Array(stride(from: 1, through: line.bytes.count + 40, by: 13)) + [line.bytes.count + 1]).shuffled(using: &generator) {
                XCTAssertEqual(converter.column(ofByteColumn: byteColumn, in: line), unit.column(ofByteColumn: byteColumn, inLine: line.bytes),
                               "\(unit), byte column \(byteColumn)")
            }
            for head in heads {
                for byteColumn in [head.bytes.count + 1, head.bytes.count / 2 + 1, head.bytes.count + 9] {
                    XCTAssertEqual(converter.column(ofByteColumn: byteColumn, in: head), unit.column(ofByteColumn: byteColumn, inLine: head.bytes),
                                   "\(unit), head of \(head.bytes.count) bytes, byte column \(byteColumn)")
                }
            }
        }
        // Another file's line at the same offset is another line: counted on its own.
        let other = SourceFile(path: "Other.swift", text: "let x = 1\n" + String(repeating: "🚗", count: 2_000) + "\n")
        var converter = ColumnConverter(unit: .unicodeScalars)
        XCTAssertEqual(converter.column(ofByteColumn: 4_001, in: line), ColumnUnit.unicodeScalars.column(ofByteColumn: 4_001, inLine: line.bytes))
        XCTAssertEqual(converter.column(ofByteColumn: 4_001, in: other.sourceLine(2)), 1_001)
    }

    /// Converting the columns of every finding (and its fix's edit) on one long line takes time in
    /// proportion to the findings: four times the findings on a four times longer line take about
    /// four times as long (each conversion counted from the line's start took sixteen times). This
    /// thread's processor time, the least of three rounds.
    func testConvertingColumnsOfFindingsOnOneLongLineGrowsLinearly() {
        func seconds(_ count: Int) -> Double {
            let file = SourceFile(path: "Line.swift", text: "let a = 1\n" + String(repeating: "_ = value! + é🚗; ", count: count) + "\n")
            let line = file.sourceLine(2)
            let lineStart = line.bytes.startIndex
            let findings = (0..<count).map { index in
                let column = index * 21 + 5
                return Finding(ruleID: "force_unwrapping", severity: .warning, path: "Line.swift", line: 2, column: column,
                               endLine: 2, endColumn: column + 6, message: "m", reportedLine: line,
                               fix: Fix(isSafe: false, edits: [Fix.Edit(range: lineStart + column + 4..<lineStart + column + 5, text: "", in: file)]))
            }
            var fastest = Double.infinity
            for _ in 0..<3 {
                let start = threadProcessorSeconds()
                var converter = ColumnConverter(unit: .utf16CodeUnits)
                var last = 0
                for finding in findings {
                    last = converter.columns(of: finding).end
                    for edit in finding.fix!.edits { _ = converter.columns(of: edit) }
                }
                fastest = min(fastest, threadProcessorSeconds() - start)
                XCTAssertEqual(last, ColumnUnit.utf16CodeUnits.column(ofByteColumn: findings.last!.endColumn, inLine: line.bytes))
            }
            return fastest
        }
        let small = seconds(1_000), large = seconds(4_000)
        XCTAssertLessThan(large / small, 8, "1,000 findings: \(small) s; 4,000: \(large) s")
    }

    private func threadProcessorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The compiler is the reference: `swiftc -typecheck` reports each undefined name at the column
    /// archlint gives its token, after emoji, accents, CJK, combining marks and tabs.
    func testTokenColumnsMatchTheSwiftCompiler() throws {
        let swiftc = try installedTool("swiftc")
        let source = """
            /* 🚗 */ let a: Undefined1 = 0
            let café = "日本語"; let b: Undefined2 = 0
            \tlet e\u{301} = 1; let c: Undefined3 = 0
            let family = "👩‍👩‍👧" /* 🇫🇷 */; let d: Undefined4 = 0

            """
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Columns.swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        var compiler: [String: String] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix(path + ":") && line.contains("Undefined") {
            let fields = line.dropFirst(path.count + 1).split(separator: ":")
            let name = line.split(separator: "'").dropFirst().first.map(String.init) ?? ""
            compiler[name] = "\(fields[0]):\(fields[1])"
        }
        let file = SourceFile(path: "Columns.swift", text: source)
        var archlint: [String: String] = [:]
        for index in file.tokens.indices where file.text(index).hasPrefix("Undefined") {
            let position = file.position(of: index)
            archlint[file.text(index)] = "\(position.line):\(position.column)"
        }
        XCTAssertEqual(archlint.count, 4)
        XCTAssertEqual(compiler, archlint, output)
    }
}
