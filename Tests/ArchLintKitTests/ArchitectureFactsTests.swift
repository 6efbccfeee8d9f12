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

    /// The walk's name table starts sized from the file's stops and grows past it, for many
    /// names and long ones: each distinct name keeps the number it was first given, and each
    /// repeat finds it. Non-ASCII names count by their first letter's case.
    func testManyAndLongNamesKeepTheirNumbers() {
        let long = String(repeating: "VeryLongTypeName", count: 400)
        let distinct = (0..<300).map { "Type\($0)" } + [long, long + "X", "Ünïcode", "日本"]
        let source = distinct.enumerated().map { "let a\($0.offset): \($0.element) = \($0.element)()" }.joined(separator: "\n")
            + "\nlet b: ärger = ärger()\nlet c: `Type7` = Type0()"
        let found = facts(source)
        XCTAssertEqual(Array(found.names), distinct.filter { $0 != "日本" })
        XCTAssertEqual(found.references.map { found.names[Int($0.name)] },
                       distinct.filter { $0 != "日本" }.flatMap { [$0, $0] } + ["Type7", "Type0"])
        XCTAssertEqual(found.withName(found.references[600].name) { $0.count }, long.utf8.count)
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
        XCTAssertEqual(ArchitectureFactsSource(encoded: original.encoded, lock: Lock()).facts(reading: .all), original)
        let header = ArchitectureFactsSource(encoded: original.encoded, lock: Lock()).facts(reading: .declarations)
        XCTAssertEqual(header.declared, original.declared)
        XCTAssertEqual(header.imports, original.imports)
        XCTAssertEqual(header.references, [])
        XCTAssertEqual(original.declared.map { "\($0.scope):\($0.outer).\($0.name)\($0.isPrivate ? " private" : "")" },
                       ["topLevel:.Hidden private", "parameter:Hidden.T", "topLevel:.Outer", "nested:Outer.Inner", "topLevel:.P",
                        "parameter:P.A", "local:.Local private"])
    }

    /// A scanned file holds its facts as found and a cached file as their bytes: each reading of a
    /// cached file (in any order, from any thread) gives what the scanned file holds, and the cache
    /// writes the same bytes for both, those of `ArchitectureFacts.encoded`.
    func testACachedFileReadsTheFactsItsScanFound() throws {
        let source = """
            import Kit
            @_exported import Core
            struct Outer<T> { struct Inner {} }
            extension Outer { func f() -> Inner { Kit.Thing() } }
            protocol P { associatedtype A }
            let x: Outer.Inner = Helper()
            """
        let file = SourceFile(path: "Sources/App/File.swift", text: source)
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file), options: FileSummary.Options(architecture: true))
        let found = try XCTUnwrap(summary.architecture)
        XCTAssertFalse(found.references.isEmpty)
        let scanned = FileFacts(summary)
        XCTAssertEqual(scanned.architecture(), found)
        XCTAssertEqual(scanned.architecture(reading: .names), found, "a scanned file's facts are whole whatever is read")
        let entry = IndexCache.entry(scanned, tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: file.bytes)
        let expected = found.encoded.array
        func written(_ facts: FileFacts) -> [UInt8] {
            var writer = BinaryWriter()
            facts.architectureSource.encode(to: &writer)
            return Array(writer.bytes.suffix(expected.count))
        }
        XCTAssertEqual(written(scanned), expected)

        // Declarations first (a join), then names, then all: each reading holds what it asks.
        let cached = try XCTUnwrap(IndexCache.decode(entry, path: file.path)).facts
        let declarations = cached.architecture(reading: .declarations)
        XCTAssertEqual(declarations.declared, found.declared)
        XCTAssertEqual(declarations.imports, found.imports)
        XCTAssertEqual(declarations.names, [])
        let names = cached.architecture(reading: .names)
        XCTAssertEqual(names.names, found.names)
        XCTAssertEqual(names.declared, found.declared)
        XCTAssertEqual(names.references, [])
        XCTAssertEqual(cached.architecture(), found)
        XCTAssertEqual(cached.architecture(reading: .declarations), found, "what is decoded stays decoded")
        XCTAssertEqual(written(cached), expected, "a cached file writes the bytes it was read from")

        // All at once, from several threads.
        let fresh = try XCTUnwrap(IndexCache.decode(entry, path: file.path)).facts
        let reads = UnsafeMutableBufferPointer<ArchitectureFacts?>.allocate(capacity: 8)
        reads.initialize(repeating: nil)
        defer { reads.deallocate() }
        let shared = SendablePointer(reads)
        DispatchQueue.concurrentPerform(iterations: 8) { read in shared.pointer[read] = fresh.architecture() }
        XCTAssertEqual(Array(reads), Array(repeating: found, count: 8))

        // A run that records none holds none, and writes no bytes.
        let unrecorded = FileFacts(FileSummary(file: file, tree: summary.tree))
        XCTAssertEqual(unrecorded.architecture(), ArchitectureFacts())
        var writer = BinaryWriter()
        unrecorded.architectureSource.encode(to: &writer)
        XCTAssertEqual(writer.bytes, [0])
    }

    /// Test code's facts hold its references only when asked (a layer or restricted entry includes
    /// tests): without them, its declared names (nested ones too: they feed the project-wide inner
    /// names) and its imports, the directives still read; other code's references are always held.
    func testTestCodeHoldsItsReferencesOnlyWhenAsked() throws {
        let source = """
            import XCTest
            #if canImport(UIKit)
            import UIKit
            #endif
            @testable import App
            final class ScreenTests: XCTestCase {
                struct Fixture {}
                func testRecord() { _ = Record(); _ = Fixture() }
            }
            """
        func facts(path: String, testReferences: Bool) throws -> ArchitectureFacts {
            let file = SourceFile(path: path, text: source)
            let options = FileSummary.Options(architecture: true, testReferences: testReferences)
            return try XCTUnwrap(FileSummary(file: file, tree: DeclarationScanner.scan(file), options: options).architecture)
        }
        let with = try facts(path: "Tests/AppTests/ScreenTests.swift", testReferences: true)
        let without = try facts(path: "Tests/AppTests/ScreenTests.swift", testReferences: false)
        XCTAssertEqual(with.references.map { with.names[Int($0.name)] }, ["XCTestCase", "Record"])
        XCTAssertEqual(without.references, [])
        XCTAssertEqual(without.names, [])
        XCTAssertEqual(without.declared, with.declared)
        XCTAssertEqual(without.declared.map(\.name), ["ScreenTests", "Fixture"])
        XCTAssertEqual(without.imports, with.imports)
        XCTAssertEqual(without.imports.map(\.module), ["XCTest", "UIKit", "App"])
        XCTAssertEqual(try facts(path: "Sources/App/Screen.swift", testReferences: false), with, "not test code: its references whatever is asked")
    }

    /// The summaries record test code's references exactly when a layer or a restricted entry says
    /// `include_tests: true`.
    func testTestReferencesAreRecordedWhenALayerOrAnEntryIncludesTests() throws {
        let layers = "layers:\n  - name: Data\n    paths: [\"Sources/Data/**\"]\n"
        let restricted = "restricted_types:\n  - types: [URLSession]\n    only_in: [\"Sources/Net/**\"]\n"
        for (yaml, expected) in [(layers + restricted, false), (layers + "    include_tests: true\n" + restricted, true),
                                 (layers + restricted + "    include_tests: true\n", true), ("", false)] {
            let configuration = try Configuration(yaml: yaml, path: ".archlint.yml", catalog: .builtIn)
            let rules = RuleCatalog.builtIn.rules.filter { configuration.isEnabled($0, enable: [], disable: []) }
            XCTAssertEqual(Linter.summaryOptions(configuration, rules: rules).testReferences, expected, yaml)
        }
    }

    /// A warm cache written without test code's references is not read by a run that needs them:
    /// a layer given `include_tests: true` between two runs reports its test code's use, and the
    /// cache of each setting serves the runs with it.
    func testTheCacheOfTestReferencesFollowsTheConfiguration() throws {
        let project = try RuleFixtureSupport.makeTemporaryFolder(), cacheBase = try RuleFixtureSupport.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: cacheBase)
        }
        try RuleFixtureSupport.write("struct Record {}\n", to: project + "/Sources/Data/Record.swift")
        try RuleFixtureSupport.write("final class ScreenTests {\n    let record = Record()\n}\n", to: project + "/Sources/UI/Tests/ScreenTests.swift")
        func configure(includeTests: Bool) throws {
            try RuleFixtureSupport.write("""
                layers:
                  - name: Data
                    paths: ["Sources/Data/**"]
                  - name: UI
                    paths: ["Sources/UI/**"]
                    may_use: []
                """ + (includeTests ? "\n    include_tests: true\n" : "\n"), to: project + "/.archlint.yml")
        }
        func lint(cache: Bool = true) throws -> [String] {
            try Linter.lint(LintRequest(paths: ["."], jobs: 2, currentDirectory: project, cacheBase: cache ? cacheBase : nil)).findings
                .filter { $0.ruleID == LayerDependency.id }.map { "\($0.path):\($0.line):\($0.column)" }
        }
        let reported = ["Sources/UI/Tests/ScreenTests.swift:2:18"]
        try configure(includeTests: false)
        XCTAssertEqual(try lint(), [])
        XCTAssertEqual(try lint(), [], "warm")
        try configure(includeTests: true)
        XCTAssertEqual(try lint(cache: false), reported)
        XCTAssertEqual(try lint(), reported, "the other setting's warm cache is not read")
        XCTAssertEqual(try lint(), reported, "warm")
        try configure(includeTests: false)
        XCTAssertEqual(try lint(), [], "back to the first setting's cache")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheBase).count, 2)
    }

    /// A damaged encoding, at any reading, gives no facts rather than a crash or a part.
    func testADamagedEncodingGivesNone() {
        let source = ArchitectureFactsSource(encoded: ByteSlice([0x01, 0x03, 0x41]), lock: Lock())
        XCTAssertEqual(source.facts(reading: .declarations), ArchitectureFacts())
        XCTAssertEqual(source.facts(reading: .all), ArchitectureFacts())
    }

    /// The team rules' fixtures linted whole without a cache, then with one twice (the second run
    /// reading every file's facts from it): the same findings each time.
    func testWarmRunsFindWhatAColdRunFinds() throws {
        var compared = 0
        for (rule, name, folder) in try RuleFixtureSupport.fixtureCases() where ["layer_dependency", "restricted_type"].contains(rule) {
            let cacheBase = try RuleFixtureSupport.makeTemporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: cacheBase) }
            let cold = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder)).findings
            XCTAssertTrue(cold.contains { $0.ruleID == rule } || name.hasPrefix("ok_"), "Fixtures/\(rule)/\(name)")
            for _ in 0..<2 {
                let warm = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder, cacheBase: cacheBase)).findings
                XCTAssertEqual(warm, cold, "Fixtures/\(rule)/\(name)")
            }
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 14)
    }
}
