import Foundation
import XCTest
@testable import ArchLintKit

/// The lexer's type-name stops (`TypeNameStops`): exactly the tokens a scan of every token picks,
/// and the walks that visit only them find what they found visiting every token.
final class TypeNameStopsTests: XCTestCase {
    private static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The stops by their definition, from every token: names whose first byte is `A`…`Z`, a
    /// backtick or non-ASCII; attributes whose name's first byte is `A`…`Z`; directives; `import`.
    private func scannedStops(_ file: SourceFile) -> [Int32] {
        file.tokens.indices.filter { index in
            let token = file.tokens[index]
            let first = file.bytes[Int(token.offset)]
            switch token.kind {
            case .identifier, .keyword:
                return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "`") || first >= 0x80
                    || file.text(of: token) == "import"
            case .attribute:
                let second = file.bytes[Int(token.offset) + 1]
                return second >= UInt8(ascii: "A") && second <= UInt8(ascii: "Z")
            case .directive:
                return true
            default:
                return false
            }
        }.map { Int32($0) }
    }

    private func texts(_ file: SourceFile) -> [String] { file.typeNameStops.map { file.text(of: file.tokens[Int($0)]) } }

    private func assertStopsAreScanned(_ file: SourceFile, _ message: String, line: UInt = #line) {
        XCTAssertEqual(file.typeNameStops, scannedStops(file), message, line: line)
        // Every name `startsUppercase` accepts is among them.
        let uppercase = file.tokens.indices.filter { file.tokens[$0].kind == .identifier && file.startsUppercase($0) }
        XCTAssertTrue(Set(uppercase.map { Int32($0) }).isSubset(of: file.typeNameStops), message, line: line)
    }

    /// The same file with every token a stop: the walks then visit every token, as they did.
    private func everyTokenAStop(_ file: SourceFile) -> SourceFile {
        var all = file
        all.typeNameStops = file.tokens.indices.map { Int32($0) }
        return all
    }

    private func assertWalksUnchanged(_ file: SourceFile, _ message: String, line: UInt = #line) {
        let tree = DeclarationScanner.scan(file)
        let reference = everyTokenAStop(file)
        XCTAssertEqual(TypeConstructions(file: file, tree: tree), TypeConstructions(file: reference, tree: tree), message, line: line)
        XCTAssertEqual(TypeUses(file: file, tree: tree), TypeUses(file: reference, tree: tree), message, line: line)
        XCTAssertEqual(ArchitectureFacts(file: file, tree: tree), ArchitectureFacts(file: reference, tree: tree), message, line: line)
        let options = FileSummary.Options(singletonAccessors: ["shared", "default", "standard", "current"])
        XCTAssertEqual(FileSummary(file: file, tree: tree, options: options).singletonUses,
                       FileSummary(file: reference, tree: tree, options: options).singletonUses, message, line: line)
    }

    private static let nastySources: [String] = [
        // Backticked names, lowercase and uppercase, and a keyword in backticks.
        "let `Type` = `class`.self; let x = `Foo`(); enum E { case `default`, `Self` }",
        // Non-ASCII names: uppercase, lowercase, an emoji start; and a non-ASCII operator.
        "struct Ärger {}; let é = Ärger(); let λ = Δ.self; let 🙂 = Über.shared; let z = a ≠ b",
        // `#if` in strings and comments, and real directives with conditions naming types.
        "let s = \"#if Foo\"\n// #if Bar\n/* #endif Baz */\n#if canImport(UIKit) && DEBUG\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#else\nimport Foundation\n#endif",
        // Raw and multi-line strings with uppercase words, and interpolated code naming types.
        "let r = #\"Foo(\"Bar\")\"#\nlet m = \"\"\"\n  Baz.self\n  Qux()\n  \"\"\"\nlet i = \"\\(Value(1)) \\(Other.shared)\"\nlet raw = ##\"\\##(Inner()) Text\"##",
        // Attributes: uppercase, lowercase, qualified, on several lines; a lone `@`.
        "@MainActor\n@objc\n@available(iOS 17, *)\n@Observable final class Model {\n  @Published var x = 0\n  @Environment(\\.dismiss) var d\n}\n@ @propertyWrapper struct W {}",
        // Imports in every form.
        "@_exported import Foo\n@testable import struct Bar.Baz\nimport\nQux\nimport func Lib.f; import A.B.C; let import2 = 1",
        // Keywords that start uppercase, `$` names, editor placeholders, a regex literal.
        "func f() -> Self { let a: Any = $Foo; let p = <#Placeholder#>; let r = /Foo(Bar)/; return Self() }",
        // Constructions, metatypes, generics and qualified names.
        "let a = Outer.Inner(); let b = Box<Int>(1); let c = Swift.Array<String>.init(); let d = Foo.self; UIView.animate {}; x.Foo(); .Bar()",
        // Unterminated constructs at the end.
        "let s = \"Unclosed Foo", "/* Unclosed Comment", "#if Foo", "@Attr", "`Unclosed",
        "",
    ]

    func testStopsOfNastyInputsAreTheScannedOnes() {
        for source in Self.nastySources {
            let file = SourceFile(path: "t.swift", text: source)
            assertStopsAreScanned(file, source)
            assertWalksUnchanged(file, source)
        }
    }

    func testStopsAreTheNamesDirectivesAndImportsTheWalksActOn() {
        let file = SourceFile(path: "t.swift", text: """
            @_exported import UIKit
            // Foo, #if
            #if DEBUG
            @MainActor @objc final class A: B<C>, `D` {
                let s = "Str \\(Inner.shared)"
                func f() -> Self { é(); Über(); return lower(Self.x) }
            }
            #endif
            """)
        XCTAssertEqual(texts(file), ["import", "UIKit", "#if", "DEBUG", "@MainActor", "A", "B", "C", "`D`", "Inner",
                                     "Self", "é", "Über", "Self", "#endif"])
    }

    /// A name longer than a token holds comes in pieces: each piece that starts like a stop is one,
    /// in order.
    func testPiecesOfAnOverlongNameAreStopsByTheirOwnFirstByte() {
        let lowerThenUpper = "a" + String(repeating: "b", count: Token.maxLength - 1) + "Cde"
        let upperThenLower = "A" + String(repeating: "b", count: Token.maxLength - 1) + "cde"
        for name in [lowerThenUpper, upperThenLower] {
            let file = SourceFile(path: "t.swift", text: "let x = \(name)\nlet y = Z()")
            XCTAssertEqual(file.tokens.filter { $0.kind == .identifier }.count, 5)
            assertStopsAreScanned(file, String(name.prefix(1)))
            XCTAssertEqual(file.typeNameStops.count, 2)
        }
    }

    /// Every Swift file of the fixtures and sources: the stops are the scanned ones, and the
    /// constructions, type uses, architecture facts and singleton uses are as from every token.
    func testStopsAndWalksOnEveryFixtureAndSourceFile() throws {
        var files: [URL] = []
        for folder in ["Fixtures", "Sources", "Tests"] {
            let base = Self.repoRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
        }
        XCTAssertGreaterThan(files.count, 100)
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            assertStopsAreScanned(file, url.path)
            assertWalksUnchanged(file, url.path)
        }
    }
}
