import XCTest
@testable import ArchLintKit

/// A workspace held between requests (as the language server holds it) gives what a fresh
/// `archlint lint` run gives, and notices files and configuration changed between requests.
/// (The project of `IndexCacheTests`: Base ← Middle ← Leaf.)
extension IndexCacheTests {
    private func findings(_ outcome: LintOutcome) -> [String] {
        outcome.findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
    }

    /// What `archlint lint --stdin-path` gives for `buffer` as the text of `path`, in a fresh run.
    private func lintOnce(buffer: String, path: String) throws -> [String] {
        findings(try Linter.lint(LintRequest(paths: [], stdinPath: path, stdinSource: Array(buffer.utf8), jobs: 2,
                                             currentDirectory: project, cacheBase: cacheBase)))
    }

    private func request(_ buffer: String, path: String) -> LintTargets {
        LintTargets(buffers: [project + "/" + path: Array(buffer.utf8)], displayBase: project)
    }

    func testEachRequestGivesWhatAFreshRunGivesForTheSameBytes() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let buffers = ["final class Leaf: Middle {}\n", "final class Leaf: Base {}\n", "\nclass Leaf: Middle {}\n", "final class Leaf: Middle {}\n"]
        for buffer in buffers {
            let held = findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift")))
            XCTAssertEqual(held, try lintOnce(buffer: buffer, path: "Sources/Leaf.swift"), buffer)
        }
        XCTAssertEqual(findings(workspace.lint(request(buffers[2], path: "Sources/Leaf.swift"))), ["Sources/Leaf.swift:2:7 inheritance_depth"])
        // Only the buffer is linted, although the whole project is indexed.
        XCTAssertEqual(workspace.lint(request(buffers[0], path: "Sources/Leaf.swift")).fileCount, 1)
    }

    /// A buffer whose edit adds or removes only a construction (its declarations as they were)
    /// changes its facts: the held index is joined again, and `constants_namespace` follows the text.
    func testAnEditThatConstructsATypeChangesTheBuffersFacts() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let namespace = "struct Keys {\n    static let token = \"token\"\n}\n"
        let buffers = [namespace, namespace + "let keys = Keys()\n", namespace + "let keys = 1\n", namespace + "let keys = Keys.init()\n"]
        for buffer in buffers + buffers.reversed() {
            let held = findings(workspace.lint(request(buffer, path: "Sources/Keys.swift"))).filter { $0.hasSuffix("constants_namespace") }
            XCTAssertEqual(held, try lintOnce(buffer: buffer, path: "Sources/Keys.swift").filter { $0.hasSuffix("constants_namespace") }, buffer)
            XCTAssertEqual(held, buffer.contains("Keys(") || buffer.contains("Keys.init(") ? [] : ["Sources/Keys.swift:1:8 constants_namespace"], buffer)
        }
    }

    func testAFileChangedOnDiskBetweenRequestsIsIndexedAgain() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let buffer = "final class Leaf: Middle {}\n"
        XCTAssertEqual(findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift"))), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        // Middle no longer inherits: the chain is one level deep. A longer text changes the size, so the stamp differs.
        try RuleFixtureSupport.write("class Base {}\nclass Middle {}\n\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift"))), [])
        // A new file in a new folder: the cached listing is not trusted, the folder is read.
        try RuleFixtureSupport.write("class Root {}\nclass Middle2: Root {}\n", to: project + "/Sources/More/Root.swift")
        XCTAssertEqual(findings(workspace.lint(request("final class Leaf: Middle2 {}\n", path: "Sources/Leaf.swift"))),
                       ["Sources/Leaf.swift:1:13 inheritance_depth"])
        // Base.swift's summary, decoded from the cache by the request before, is held decoded; changed
        // again on disk, it is read again rather than served from what is held.
        XCTAssertEqual(findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift"))), [])
        try RuleFixtureSupport.write("class Base {}\nclass Middle: Base {}\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift"))), ["Sources/Leaf.swift:1:13 inheritance_depth"])
    }

    /// The index joined by one request serves the next while only the buffer's text changed
    /// (its facts did not), with the buffer's new tree: findings move with the text.
    func testTheHeldIndexServesAnEditInsideABodyWithTheBuffersNewPositions() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let buffers = ["class Leaf: Middle {\n    func a() {}\n}\n", "\n\nclass Leaf: Middle {\n    func a() { b() }\n}\n",
                       "// Leaf\nclass Leaf: Middle {\n    func a() { Base().c() }\n}\n"]
        for buffer in buffers + buffers.reversed() {
            let held = findings(workspace.lint(request(buffer, path: "Sources/Leaf.swift")))
            XCTAssertEqual(held, try lintOnce(buffer: buffer, path: "Sources/Leaf.swift"), buffer)
            XCTAssertEqual(held.count, 1, buffer)
        }
    }

    /// Between two requests whose buffer is the same, another file is changed, removed, added back
    /// and a new one added: each is noticed on the next request, as a fresh run notices it.
    func testFilesChangedRemovedAndAddedBetweenRequestsAreNoticed() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let buffer = "final class Leaf: Middle {}\nfinal class Twig: Sprout {}\n"
        let lintBuffer = { self.findings(workspace.lint(self.request(buffer, path: "Sources/Leaf.swift"))) }
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        try FileManager.default.removeItem(atPath: project + "/Sources/Base.swift")
        XCTAssertEqual(lintBuffer(), [])
        XCTAssertEqual(lintBuffer(), try lintOnce(buffer: buffer, path: "Sources/Leaf.swift"))
        try RuleFixtureSupport.write("class Base {}\nclass Middle: Base {}\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        // A new file in a folder that exists: its folder's time changes.
        try RuleFixtureSupport.write("class Seed {}\nclass Sprout: Seed {}\n", to: project + "/Sources/Sprout.swift")
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth", "Sources/Leaf.swift:2:13 inheritance_depth"])
        XCTAssertEqual(lintBuffer(), try lintOnce(buffer: buffer, path: "Sources/Leaf.swift"))
        // The same facts in a changed file (a comment added) keep the findings.
        try RuleFixtureSupport.write("// seeds\nclass Seed {}\nclass Sprout: Seed {}\n", to: project + "/Sources/Sprout.swift")
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth", "Sources/Leaf.swift:2:13 inheritance_depth"])
    }

    /// Files and folders older than the cache are trusted by their stamps, so a request takes the
    /// files the last one indexed without looking them up: a change to any of them is still seen.
    func testFilesTrustedFromTheLastRequestAreStillCheckedByTheirStamps() throws {
        let past = Date(timeIntervalSinceNow: -3600)
        for path in ["", "/Sources", "/Sources/Base.swift", "/Sources/Leaf.swift", "/.archlint.yml"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project + path)
        }
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        let buffer = "final class Leaf: Middle {}\n"
        let lintBuffer = { () -> [String] in
            workspace.reloadConfigurationIfChanged()
            return self.findings(workspace.lint(self.request(buffer, path: "Sources/Leaf.swift")))
        }
        for _ in 0..<3 { XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth"]) }
        try RuleFixtureSupport.write("class Base {}\nclass Middle {}\n\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(lintBuffer(), [])
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project + "/Sources")
        try RuleFixtureSupport.write("class Base {}\nclass Middle: Base {}\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        try FileManager.default.removeItem(atPath: project + "/Sources/Base.swift")
        XCTAssertEqual(lintBuffer(), [])
        try RuleFixtureSupport.write("class Base {}\nclass Middle: Base {}\n", to: project + "/Sources/More/Base.swift")
        XCTAssertEqual(lintBuffer(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        try RuleFixtureSupport.write("disabled_rules: [inheritance_depth]\n", to: project + "/.archlint.yml")
        XCTAssertEqual(lintBuffer(), [])
        XCTAssertEqual(lintBuffer(), try lintOnce(buffer: buffer, path: "Sources/Leaf.swift"))
    }

    func testAChangedConfigurationIsReadAgainAndABadOneIsReported() throws {
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        XCTAssertFalse(workspace.reloadConfigurationIfChanged())
        try RuleFixtureSupport.write("disabled_rules: [inheritance_depth]\n", to: project + "/.archlint.yml")
        XCTAssertTrue(workspace.reloadConfigurationIfChanged())
        XCTAssertFalse(workspace.rules.map(\.id).contains("inheritance_depth"))
        XCTAssertEqual(findings(workspace.lint(request("final class Leaf: Middle {}\n", path: "Sources/Leaf.swift"))), [])

        try RuleFixtureSupport.write("disabled_rules: [no_such_rule, x]\n", to: project + "/.archlint.yml")
        XCTAssertTrue(workspace.reloadConfigurationIfChanged())
        let error = "\(try XCTUnwrap(workspace.configurationError))"
        XCTAssertTrue(error.hasPrefix(project + "/.archlint.yml:1:"), error)

        try FileManager.default.removeItem(atPath: project + "/.archlint.yml")
        XCTAssertTrue(workspace.reloadConfigurationIfChanged())
        XCTAssertNil(workspace.configurationError)
        XCTAssertTrue(workspace.rules.map(\.id).contains("inheritance_depth"))
    }
}
