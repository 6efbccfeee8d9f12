import Foundation
import XCTest
@testable import ArchLintKit

/// Unit-level proofs that hostile input neither crashes, hangs nor misleads: skip reasons, deep
/// nesting, unterminated constructs, files that vanish during a run. The command-line side is in
/// `BadInputEndToEndTests`.
final class RobustnessTests: XCTestCase {
    // MARK: - what is not Swift text

    func testTextProblemNamesTheFirstBadByte() {
        XCTAssertNil(ProjectFiles.textProblem([]))
        XCTAssertNil(ProjectFiles.textProblem([0xEF, 0xBB, 0xBF]), "a lone byte-order mark is valid text")
        XCTAssertNil(ProjectFiles.textProblem(Array("let café = \"ü\"\n".utf8)))
        XCTAssertEqual(ProjectFiles.textProblem(Array("let a = 1\n".utf8) + [0] + Array("let b = 2\n".utf8)),
                       "binary file (NUL byte at offset 10)")
        XCTAssertEqual(ProjectFiles.textProblem(Array("let a = 1\nlet é = \"caf".utf8) + [0xE9, 0x22]),
                       "not UTF-8 text (byte 0xE9 at line 2, column 13)")
        XCTAssertEqual(ProjectFiles.textProblem([0xC3]), "not UTF-8 text (byte 0xC3 at line 1, column 1)",
                       "a sequence cut off at the end of the file")
    }

    /// ASCII is skipped in blocks of 32 and 8 bytes: a bad byte or a valid sequence at every place
    /// in and around those blocks is found as such.
    func testEveryPlaceOfABadByteInLongASCIIIsFound() {
        for offset in 0..<80 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 80)
            bytes[offset] = 0xFF
            XCTAssertFalse(isValidUTF8(bytes), "0xFF at \(offset)")
            bytes[offset] = 0xC3
            XCTAssertEqual(isValidUTF8(bytes), false, "a cut-off sequence at \(offset)")
            if offset + 1 < bytes.count {
                bytes[offset + 1] = 0xA9
                XCTAssertTrue(isValidUTF8(bytes), "é at \(offset)")
            }
        }
    }

    // MARK: - nesting

    /// 100,000 levels of each bracket, closed and unclosed, through the index and every rule.
    func testDeepNestingCompletes() {
        let depth = 100_000
        let sources: [String: String] = [
            "Sources/Braces.swift": "func deep() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
            "Sources/Parentheses.swift": "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
            "Sources/Brackets.swift": "let deep = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            "Sources/Unclosed.swift": "class Open { " + String(repeating: "{ ( [", count: depth),
            "Sources/Unopened.swift": String(repeating: "} ) ]", count: depth) + " class Late: Open {}",
            // explicit_coding_keys follows the element types of the stored properties of snake_case-decoded types.
            "Sources/Annotation.swift": "struct Deep: Codable {\n    let values: " + String(repeating: "[", count: depth) + "Inner"
                + String(repeating: "]", count: depth) + "\n}\nstruct Inner: Codable {\n    let userID: Int\n}\n"
                + "func loadDeep(_ data: Data) throws -> Deep {\n    let decoder = JSONDecoder()\n    decoder.keyDecodingStrategy = .convertFromSnakeCase\n    return try decoder.decode(Deep.self, from: data)\n}\n",
        ]
        let results = lintInMemory(sources)
        XCTAssertEqual(results.map(\.path), sources.keys.sorted())
        XCTAssertEqual(results.compactMap(\.skipReason), [])
    }

    /// Stream builders nested 10,000 deep, each registering; `makeStream` pairs and `return`s in
    /// unclosed brackets; exemptions on 10,000 lines of one inheritance clause. Each completes, and
    /// every nested builder is reported once (a pass that re-read the nesting for each level would
    /// not finish in the suite's time).
    func testNestedStreamsAndLongClausesComplete() {
        let depth = 10_000
        let sources: [String: String] = [
            "Sources/Builders.swift": "func deep() {\n" + String(repeating: "_ = AsyncStream { c in center.addObserver(c) {\n", count: depth)
                + String(repeating: "}}\n", count: depth) + "}\n",
            "Sources/Unclosed.swift": "func open() -> AsyncStream<Int> {\n"
                + String(repeating: "AsyncStream { c in let (s, k) = AsyncStream<Int>.makeStream(); sink(k) { return s ( [ ", count: depth),
            "Sources/Clause.swift": "// header\nfinal class Wide:\n"
                + (0..<depth).map { "    @preconcurrency P\($0)" }.joined(separator: ",\n") + " {}\n",
        ]
        let results = lintInMemory(sources)
        XCTAssertEqual(results.compactMap(\.skipReason), [])
        let findings = results.flatMap(\.findings)
        XCTAssertEqual(findings.filter { $0.ruleID == "async_stream_termination" && $0.path == "Sources/Builders.swift" }.count, depth)
        XCTAssertEqual(findings.filter { $0.ruleID == "unsafe_isolation_reason" }.count, depth)
    }

    func testStoredElementTypeNameStopsAtAbsurdNesting() {
        XCTAssertEqual(storedElementTypeName("[[String: [AuthorDTO]]]?"), "AuthorDTO")
        XCTAssertEqual(storedElementTypeName("Optional<Array<Swift.Dictionary<String, Kit.Post>>>"), "Post")
        let deep = String(repeating: "[", count: 100_000) + "Post" + String(repeating: "]", count: 100_000)
        XCTAssertNil(storedElementTypeName(deep))
    }

    // MARK: - unterminated constructs at the end of the file

    /// Each construct runs to the end of the file, is marked unterminated, and hides nothing after it.
    func testUnterminatedConstructsRunToTheEndOfTheFile() {
        let cases: [(String, String)] = [
            ("string", "let greeting = \"Hello"),
            ("multi-line string", "let poem = \"\"\"\n    Roses are red\n"),
            ("raw string", "let pattern = #\"\\d+\""),
            ("block comment", "let a = 1\n/* outer /* inner */ still open\n"),
            ("extended regex", "let digits = #/\n    [0-9]+\n"),
            ("interpolation", "let message = \"Total: \\(price * (1 + tax"),
            // Found by Scripts/fuzz: `hardcoded_ui_string` read the text between a quote that is the
            // file's last token and the literal's end, a range that ended before it started (a trap).
            ("string opened by the last byte, as a UI text", "import UIKit\n\nfunc configure(_ label: UILabel) {\n    label.text = \""),
        ]
        for (name, text) in cases {
            let file = SourceFile(path: "Sources/Open.swift", text: text)
            let last = (file.tokens + file.comments).max { $0.end < $1.end }
            XCTAssertEqual(last.map { Int($0.end) }, text.utf8.count, name)
            XCTAssertTrue((file.tokens + file.comments).contains { $0.flags.contains(.unterminated) }, name)
            let results = lintInMemory(["Sources/Open.swift": text, "Sources/Other.swift": "class Other {}\n"])
            XCTAssertEqual(results.compactMap(\.skipReason), [], name)
        }
    }

    // MARK: - files that change during the run

    // MARK: - inheritance chains

    /// 20,000 classes in one chain, through every rule: each class is reported once, and a message
    /// names at most five classes of its chain, so the findings grow with the classes, not their square.
    func testALongInheritanceChainGivesShortMessages() {
        let count = 20_000
        let source = (0..<count).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C\(count) {}\n"
        let findings = lintInMemory(["Sources/Chain.swift": source]).flatMap(\.findings).filter { $0.ruleID == "inheritance_depth" }
        XCTAssertEqual(findings.count, count - 1, "every class two or more levels deep")
        XCTAssertEqual(findings.first?.message,
                       "'C0' is 20000 levels deep (C0 → C1 → C2 → … → C19999 → C20000, 20,000 levels); max is 1; compose instead "
                       + "(19998 more below 'C20000')")
        // Five names are written out whole; six are cut to the first three and the last two.
        XCTAssertEqual(findings.first { $0.line == count - 3 }?.message,
                       "'C19996' is 4 levels deep (C19996 → C19997 → C19998 → C19999 → C20000); max is 1; compose instead (19998 more below 'C20000')")
        XCTAssertEqual(findings.first { $0.line == count - 4 }?.message,
                       "'C19995' is 5 levels deep (C19995 → C19996 → C19997 → … → C19999 → C20000, 5 levels); max is 1; compose instead "
                       + "(19998 more below 'C20000')")
        XCTAssertLessThan(findings.map(\.message.count).max() ?? 0, 160)
    }

    /// The same chain closed into a cycle (invalid code): no class is reported, and the cycle is
    /// found once, not once per class.
    func testAClosedInheritanceCycleIsNotReported() {
        let count = 20_000
        let source = (0..<count).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C\(count): C0 {}\n"
            + "final class Leaf: C7 {}\nclass Top {}\nclass Middle: Top {}\nfinal class Bottom: Middle {}\n"
        let findings = lintInMemory(["Sources/Cycle.swift": source]).flatMap(\.findings).filter { $0.ruleID == "inheritance_depth" }
        XCTAssertEqual(findings.map(\.message), ["'Bottom' is 2 levels deep (Bottom → Middle → Top); max is 1; compose instead"],
                       "a class below the cycle is not reported either; a chain beside it is")
    }

    /// 20,000 `disable:next` comments, each hiding the finding below it: every finding is hidden
    /// and every directive used (each finding asks only the directives of its own line).
    func testManySuppressionsEachHideTheirFinding() {
        let count = 20_000
        let source = "class Base {}\nclass Middle: Base {}\n"
            + (0..<count).map { "// archlint:disable:next inheritance_depth\nfinal class Leaf\($0): Middle {}\n" }.joined()
            + "final class Open: Middle {}\n"
        let findings = lintInMemory(["Sources/Suppressed.swift": source]).flatMap(\.findings)
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.line)" }, ["inheritance_depth \(2 * count + 3)"])
    }

    /// The walk reads a level of folders on several threads: any number of them lists the same
    /// files in path order, and only a walk for the cache takes the files' and folders' times.
    /// Third-party, build, asset-catalog and localization folders are not entered.
    func testTheWalkListsTheSameOnAnyNumberOfThreads() throws {
        let root = NSTemporaryDirectory() + "archlint-walk-\(UUID().uuidString)"
        let outside = root + "-outside"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        var expected: [String] = []
        for top in ["App", "Kit", "Tests"] {
            for depth in 0..<4 {
                let folder = ([top] + (0..<depth).map { "Level\($0)" }).joined(separator: "/")
                for name in ["b.swift", "A.swift", "a_b.swift"] {
                    try RuleFixtureSupport.write("struct S {}\n", to: root + "/" + folder + "/" + name)
                    expected.append(folder + "/" + name)
                }
            }
        }
        try RuleFixtureSupport.write("// swift-tools-version:5.9\n", to: root + "/Kit/Package.swift")
        try RuleFixtureSupport.write("@interface Legacy : NSObject\n@end\n", to: root + "/App/Legacy.h")
        try RuleFixtureSupport.write("SWIFT_VERSION = 6\n", to: root + "/App/Base.xcconfig")
        try RuleFixtureSupport.write("// !$*UTF8*$!\n{}\n", to: root + "/App.xcodeproj/project.pbxproj")
        try RuleFixtureSupport.write("struct Built {}\n", to: root + "/.build/Built.swift")
        // Asset catalogs and localization folders are never walked (every image set is a folder).
        try RuleFixtureSupport.write("struct Stray {}\n", to: root + "/App/Assets.xcassets/Icon.imageset/Stray.swift")
        try RuleFixtureSupport.write("struct Stray {}\n", to: root + "/App/en.lproj/Stray.swift")
        try RuleFixtureSupport.write("struct Named {}\n", to: root + "/App/Catalog.xcassets.swift")
        expected.append("App/Catalog.xcassets.swift")
        try RuleFixtureSupport.write("struct Far {}\n", to: outside + "/Far.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Far.swift", withDestinationPath: outside + "/Far.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked", withDestinationPath: root + "/Kit")
        expected.append("Kit/Package.swift")
        expected.sort { $0.precedesInPathOrder($1) }

        let single = ProjectFiles.walk(root, root: root)
        XCTAssertEqual(single.swiftFiles, expected)
        XCTAssertEqual(single.headers, ["App/Legacy.h"])
        XCTAssertEqual(single.xcconfigs, ["App/Base.xcconfig"])
        XCTAssertEqual(single.pbxprojs, ["App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(single.manifests, ["Kit/Package.swift"])
        XCTAssertEqual(single.escapingLinks, ["App/Far.swift"])
        XCTAssertTrue(single.stamps.allSatisfy { $0 == nil })
        XCTAssertTrue(single.folders.isEmpty)
        for jobs in [2, 4] {
            let listing = ProjectFiles.walk(root, root: root, jobs: jobs)
            XCTAssertEqual(listing.swiftFiles, single.swiftFiles, "\(jobs) jobs")
            XCTAssertEqual(listing.headers + listing.xcconfigs + listing.pbxprojs + listing.manifests + listing.escapingLinks,
                           single.headers + single.xcconfigs + single.pbxprojs + single.manifests + single.escapingLinks)
        }
        let forCache = ProjectFiles.walk(root, root: root, forCache: true, jobs: 2)
        XCTAssertEqual(forCache.swiftFiles, expected)
        XCTAssertEqual(forCache.stamps.compactMap { $0 }.count, expected.count)
        // Every folder walked, and the Xcode project's bundle (never walked, but its time is its listing's).
        XCTAssertEqual(Set(forCache.folders.map(\.path)).count, forCache.folders.count)
        XCTAssertTrue(Set(forCache.folders.map(\.path)).isSuperset(of: ["", "App", "Kit/Level0/Level1/Level2", "App.xcodeproj"]))
        XCTAssertEqual(forCache.folders.count, 1 + 3 * 4 + 1)
    }

    /// A header, a named link or a buffer's path is put in its place among the listed paths, so
    /// the index gets them in path order.
    func testAPathsPlaceInPathOrder() {
        let listed = ["A/a.swift", "A/c.swift", "B.swift", "b.swift"]
        let paths = ["0.swift", "A/a.swift", "A/b.h", "A/d/e.swift", "B.swift", "Ba.swift", "a.swift", "c.swift"]
        XCTAssertEqual(paths.map(listed.positionInPathOrder(of:)), [0, 0, 1, 2, 2, 3, 3, 4])
        XCTAssertEqual([String]().positionInPathOrder(of: "a.swift"), 0)
    }

    /// Targets are found in the index's paths in step with its listing part (in path order), and
    /// in the unordered rest (named links, headers, buffers) by name; a path not indexed has none.
    func testEachTargetFindsItsIndexedPosition() {
        let indexPaths = ["A/a.swift", "A/b.swift", "B.swift", "b.swift", "Z/Link.swift", "A/Old.h", "Buffer.swift"]
        let targets = ["A/a.swift", "A/b.swift", "Buffer.swift", "Missing.swift", "Z/Link.swift", "b.swift"]
        XCTAssertEqual(Linter.positions(of: targets, in: indexPaths), [0, 1, 6, nil, 4, 3])
        // More targets than are compared one by one: found in step with the ordered part.
        let listed = (0..<40).map { "F\($0 / 10)/\($0 % 10).swift" }
        let many = listed + ["Z/Link.swift", "Buffer.swift", "A/Old.h"]
        let manyTargets = (listed.filter { $0.hasSuffix("3.swift") || $0.hasSuffix("7.swift") } + ["Buffer.swift", "Missing.swift", "Z/Link.swift"])
            .sorted { $0.precedesInPathOrder($1) }
        XCTAssertGreaterThan(manyTargets.count, 8)
        XCTAssertEqual(Linter.positions(of: manyTargets, in: many), manyTargets.map { many.firstIndex(of: $0) })
        XCTAssertEqual(Linter.positions(of: manyTargets, in: many).compactMap { $0 }.count, manyTargets.count - 1)
        XCTAssertEqual(Linter.positions(of: ["x.swift"], in: []), [nil])
        XCTAssertEqual(Linter.positions(of: [], in: indexPaths), [])
    }

    /// A file listed by the walk and removed before it is read is skipped with its reason; the
    /// other files are still indexed and linted.
    func testFileRemovedAfterListingIsSkippedAndTheRunGoesOn() throws {
        let root = NSTemporaryDirectory() + "archlint-removed-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try Data("class Vehicle {}\nclass Car: Vehicle {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/Base.swift"))
        try Data("final class SportsCar: Car {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/SportsCar.swift"))
        try Data("final class Gone: Car {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/Gone.swift"))

        let listing = ProjectFiles.walk(root, root: root)
        XCTAssertEqual(listing.swiftFiles, ["Sources/Base.swift", "Sources/Gone.swift", "Sources/SportsCar.swift"])
        try FileManager.default.removeItem(atPath: root + "/Sources/Gone.swift")

        let results = Linter.lintSources(
            indexPaths: listing.swiftFiles, targets: listing.swiftFiles, configuration: Configuration(),
            rules: RuleCatalog.builtIn.rules.filter { $0.id == "inheritance_depth" }, jobs: 2,
            read: Linter.diskReader(root: root))
        XCTAssertEqual(results.map(\.path), listing.swiftFiles)
        XCTAssertEqual(results.map(\.skipReason), [nil, "removed after archlint listed it", nil])
        XCTAssertEqual(results[2].findings.map(\.ruleID), ["inheritance_depth"])
    }

    /// Past the source budgets, a file to lint is read again; a file changed since it was indexed
    /// is skipped with the reason, not linted against facts of another text.
    func testAFileReadAgainPastTheBudgetsMustMatchWhatWasIndexed() {
        let paths = ["A.swift", "B.swift", "C.swift"]
        let reads = AtomicCounter()
        let results = Linter.lintSources(
            indexPaths: paths, targets: paths, configuration: Configuration(),
            rules: RuleCatalog.builtIn.rules.filter { $0.id == "inheritance_depth" }, jobs: 1,
            read: { path in
                // B.swift changes between its first and its second read.
                let changed = path == "B.swift" && reads.add(1) > 0
                let name = path.prefix(1)
                return .bytes(Array("class Base\(name) {}\nclass Middle\(name): Base\(name) {}\nfinal class Leaf\(name): \(changed ? "NSView" : "Middle\(name)") {}\n".utf8))
            },
            budgets: Linter.SourceBudgets(parsed: 0, read: 0))
        XCTAssertEqual(results.map(\.skipReason), [nil, "changed while archlint was running; lint it again", nil])
        // Linted with the declarations indexed from the same text: the chains are found.
        XCTAssertEqual(results.map { $0.findings.map { "\($0.line):\($0.column)" } }, [["3:13"], [], ["3:13"]])
        // Within the budgets, each file is read once.
        let once = AtomicCounter()
        _ = Linter.lintSources(
            indexPaths: paths, targets: paths, configuration: Configuration(),
            rules: RuleCatalog.builtIn.rules, jobs: 2,
            read: { _ in _ = once.add(1); return .bytes(Array("class A {}\n".utf8)) })
        XCTAssertEqual(once.add(0), 3)
    }

    // MARK: - memory

    /// Found by LeakSanitizer: the worker results stayed retained after `parallelMap` returned,
    /// so every indexed file leaked.
    func testParallelMapReleasesItsResults() {
        final class Payload: Sendable {}
        var isReleased: [() -> Bool] = []
        do {
            let results = parallelMap(Array(0..<64), jobs: 4) { _ in Payload() }
            isReleased = results.map { payload in { [weak payload] in payload == nil } }
        }
        XCTAssertEqual(isReleased.count, 64)
        XCTAssertTrue(isReleased.allSatisfy { $0() })
    }

    // MARK: - helpers

    /// The whole pipeline, every rule on, over in-memory sources.
    private func lintInMemory(_ sources: [String: String]) -> [Linter.FileResult] {
        let paths = sources.keys.sorted()
        return Linter.lintSources(
            indexPaths: paths, targets: paths, configuration: Configuration(),
            rules: RuleCatalog.builtIn.rules, jobs: 2
        ) { path in
            sources[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file")
        }
    }
}
