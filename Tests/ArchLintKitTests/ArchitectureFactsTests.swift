import XCTest
@testable import ArchLintKit

/// The per-file facts of the team architecture rules: imports in every form, and which identifiers
/// are candidate type references after the file's own lookup steps (rules.md 21, steps 1–2).
final class ArchitectureFactsTests: XCTestCase {
    private func facts(_ source: String) -> ArchitectureFacts {
        let file = SourceFile(path: "Sources/App/File.swift", text: source)
        return ArchitectureFacts(file: file, tree: DeclarationScanner.scan(file))
    }

    private func referenced(_ source: String) -> [String] {
        let facts = facts(source)
        return facts.references.map { reference in
            facts.names[Int(reference.name)] + (reference.member >= 0 ? "." + facts.names[Int(reference.member)] : "")
        }
    }

    func testImportsInEveryFormAndBranch() {
        let found = facts("""
            import Foundation
            @testable import AppCore
            @_exported import DesignSystem
            @preconcurrency import Combine
            import struct Networking.Request
            import os.log
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            // import Commented
            let text = "import Quoted"
            """).imports
        XCTAssertEqual(found.map(\.module), ["Foundation", "AppCore", "DesignSystem", "Combine", "Networking", "os", "UIKit", "AppKit"])
        XCTAssertEqual(found.map(\.isExported), [false, false, true, false, false, false, false, false])
    }

    func testNotReferences() {
        XCTAssertEqual(referenced("""
            // Comment names Ghost; /* Phantom */ too.
            struct Screen: View {
                let title = "Ghost \\(Model.count)"
                let regex = /Phantom/
                let other = value.Member
                var body: some View { Text(title) }
            }
            #if canImport(Ghost)
            let kept: Kept
            #endif
            """), ["View", "Model", "View", "Text", "Kept"])
        // `Self` and `self` are keywords, never candidates; an import's names are no references.
        XCTAssertEqual(referenced("import struct Kit.Thing\nextension Box { static func make() -> Self { self.init() } }\n"), ["Box"])
    }

    func testShadowing() {
        XCTAssertEqual(referenced("""
            struct List<Item>: Sequence where Item: Model {
                struct Row {}
                let rows: [Row]
                func map<Element>(_ f: (Item) -> Element) -> [Element] { [] }
                func local() {
                    enum Local {}
                    _ = Local.self
                }
            }
            protocol Source { associatedtype Output; func load() -> Output }
            typealias Pair<Value> = (Value, Value)
            let outside: Row
            """), ["Sequence", "Model", "Row"])
    }

    /// A scope's names shadow up to its end and no further; a name two open scopes declare stays
    /// shadowed when the inner one ends.
    func testShadowingEndsWithItsScope() {
        XCTAssertEqual(referenced("""
            struct A<Row> {
                struct Row {}
                func f(_ row: Row) {}
            }
            struct B { struct Row {} }
            struct C<Key> {
                func g<Key>(_ key: Key) {}
                let key: Key
            }
            let row: Row
            let key: Key
            let b: B
            """), ["Row", "Key", "B"])
    }

    func testQualifiedNamesAttributesAndBackticks() {
        XCTAssertEqual(referenced("""
            @ScreenBuilder var screen: Store.Snapshot
            let session: Foundation.URLSession
            let entry: `Entry`
            let type = Store.shared
            """), ["ScreenBuilder", "Store.Snapshot", "Foundation.URLSession", "Entry", "Store"])
    }

    func testTypeBodiesKnowTheirType() {
        let found = facts("extension Screen {\n    let row: Row\n}\nlet row: Row\nenum Icon: Hashable {\n    case profile(Profile)\n    func f() -> Cell { Cell() }\n}\n")
        XCTAssertEqual(found.references.map { $0.extended >= 0 ? found.names[Int($0.extended)] : "" }, ["", "Screen", "", "", "Icon", "Icon", "Icon"])
    }

    func testEncodingRoundTrips() throws {
        let original = facts("""
            import Kit
            @_exported import Core
            private struct Hidden<T> {}
            struct Outer { struct Inner {} }
            protocol P { associatedtype A }
            func f() { struct Local {} }
            let x: Outer.Inner = Kit.Thing()
            """)
        XCTAssertEqual(try ArchitectureFacts(encoded: original.encoded), original)
        let header = try ArchitectureFacts(encoded: original.encoded, references: false)
        XCTAssertEqual(header.declared, original.declared)
        XCTAssertEqual(header.imports, original.imports)
        XCTAssertEqual(header.references, [])
        XCTAssertEqual(original.declared.map { "\($0.scope):\($0.outer).\($0.name)\($0.isPrivate ? " private" : "")" },
                       ["topLevel:.Hidden private", "parameter:Hidden.T", "topLevel:.Outer", "nested:Outer.Inner", "topLevel:.P",
                        "parameter:P.A", "local:.Local private"])
    }
}
