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
