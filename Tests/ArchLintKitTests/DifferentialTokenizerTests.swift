import Foundation
import XCTest
@testable import ArchLintKit

/// Compares the tokenizer with the Swift toolchain's own parser (through the
/// `swift-syntax-tokens` oracle) on every Swift file of the repository: identifiers, keywords,
/// numbers and punctuation outside string segments must agree in offset and text, and the `!`
/// tokens `force_unwrapping` reads as postfix (force unwraps, implicitly unwrapped types, `as!`,
/// `try!`, `init!`) must be the parser's `exclamationMark`s, not its prefix or infix operators.
final class DifferentialTokenizerTests: XCTestCase {
    private static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Key: Hashable, Comparable {
        var offset: Int
        var text: String
        static func < (a: Key, b: Key) -> Bool { a.offset != b.offset ? a.offset < b.offset : a.text < b.text }
    }

    /// The oracle's token kinds that map one-to-one onto ours.
    private static let oracleKinds: Set<String> = [
        "identifier", "keyword", "integerLiteral", "floatLiteral", "dollarIdentifier", "leftParen", "rightParen",
        "leftBrace", "rightBrace", "leftSquare", "rightSquare", "comma", "colon", "semicolon", "period", "wildcard",
        "poundIf", "poundElseif", "poundElse", "poundEndif", "exclamationMark",
    ]
    private static let ourKinds: Set<TokenKind> = [
        .identifier, .keyword, .number, .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
        .comma, .colon, .semicolon, .period, .directive,
    ]

    private func oraclePath() -> String? {
        if let env = ProcessInfo.processInfo.environment["SWIFT_SYNTAX_TOKENS"], !env.isEmpty { return env }
        let path = Self.repoRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/swift-syntax-tokens").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private func swiftFiles() -> [String] {
        var files: [String] = []
        for folder in ["Fixtures", "Sources"] {
            let base = Self.repoRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" { files.append(url.path) }
        }
        return files.sorted()
    }

    /// Runs the oracle once on all files; nil when it is unavailable (exit 3) or fails to start.
    private func runOracle(_ oracle: String, files: [String]) throws -> [String: Set<Key>]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [oracle] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 3 { return nil }
        XCTAssertEqual(process.terminationStatus, 0, "oracle failed")
        var result: [String: Set<Key>] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  let file = object["file"] as? String, let offset = object["offset"] as? Int,
                  let kind = object["kind"] as? String, let text = object["text"] as? String else {
                XCTFail("bad oracle line: \(String(decoding: line, as: UTF8.self))")
                continue
            }
            if Self.oracleKinds.contains(kind) {
                result[file, default: []].insert(Key(offset: offset, text: text))
            } else if kind.hasPrefix("pound"), kind != "pound", text.hasPrefix("#") {
                // `#available`, `#selector`…: our macro token is `#` plus the name.
                result[file, default: []].insert(Key(offset: offset + 1, text: String(text.dropFirst())))
            }
        }
        return result
    }

    private func ourTokens(_ file: SourceFile) -> Set<Key> {
        var keys: Set<Key> = []
        for token in file.tokens {
            if Self.ourKinds.contains(token.kind) {
                keys.insert(Key(offset: Int(token.offset), text: file.text(of: token)))
            } else if token.kind == .attribute || token.kind == .macro {
                keys.insert(Key(offset: Int(token.offset) + 1, text: String(file.text(of: token).dropFirst())))
            }
        }
        for mark in ExclamationMarks.postfixMarks(in: file) {
            keys.insert(Key(offset: Int(file.tokens[mark.token].offset), text: "!"))
        }
        return keys
    }

    func testTokensAgreeWithTheSwiftParser() throws {
        guard let oracle = oraclePath() else { throw XCTSkip("no swift-syntax-tokens oracle at ../shared/tools beside the repository, nor in SWIFT_SYNTAX_TOKENS") }
        let files = swiftFiles()
        XCTAssertGreaterThan(files.count, 50)
        guard let oracleTokens = try runOracle(oracle, files: files) else {
            throw XCTSkip("swift-syntax-tokens unavailable on this toolchain")
        }
        var differing = 0
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            // `a!=b` is `a! = b` to the parser; rules.md §15 leaves a `!` before `=` alone. After a generic
            // clause (`Set<String>!`, an implicitly unwrapped type) our lexer keeps `>!` one operator.
            var theirs = (oracleTokens[path] ?? []).filter { key in
                key.text != "!" || ((key.offset == 0 || bytes[key.offset - 1] != UInt8(ascii: ">"))
                    && (key.offset + 1 >= bytes.count || bytes[key.offset + 1] != UInt8(ascii: "=")))
            }
            let mine = ourTokens(SourceFile(path: path, bytes: bytes))
            // Version tuples (`iOS 17.0`) are split by the parser: join `17`, `.`, `0` back.
            for key in mine where key.text.contains(".") && key.text.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }) {
                var pieces: [Key] = []
                var offset = key.offset
                for (n, part) in key.text.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
                    if n > 0 { pieces.append(Key(offset: offset, text: ".")); offset += 1 }
                    pieces.append(Key(offset: offset, text: String(part)))
                    offset += part.utf8.count
                }
                if pieces.allSatisfy(theirs.contains) {
                    theirs.subtract(pieces)
                    theirs.insert(key)
                }
            }
            if theirs != mine {
                differing += 1
                let missing = theirs.subtracting(mine).sorted().prefix(6).map { "\($0.offset):\($0.text)" }
                let extra = mine.subtracting(theirs).sorted().prefix(6).map { "\($0.offset):\($0.text)" }
                XCTFail("\(path): missing \(missing), extra \(extra)")
            }
        }
        XCTAssertEqual(differing, 0, "files differing from the Swift parser, of \(files.count)")
    }
}
