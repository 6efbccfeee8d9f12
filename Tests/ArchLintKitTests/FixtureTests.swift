import XCTest
@testable import ArchLintKit

/// Every `Fixtures/<rule_id>/<case>/` is linted as its own project; the rule's findings must
/// equal `expected.txt` exactly, so an extra finding fails as surely as a missing one.
final class FixtureTests: XCTestCase {
    func testEveryFixtureGivesExactlyItsExpectedFindings() throws {
        let manager = FileManager.default
        var cases = 0
        for (rule, name, folder) in try RuleFixtureSupport.fixtureCases() {
            XCTAssertNotNil(RuleCatalog.builtIn[rule], "Fixtures/\(rule) names no rule of the catalog")
            let expectedFile = folder + "/expected.txt"
            guard manager.fileExists(atPath: expectedFile) else {
                XCTFail("Fixtures/\(rule)/\(name) has no expected.txt")
                continue
            }
            XCTAssertTrue(manager.fileExists(atPath: folder + "/.archlint.yml"), "Fixtures/\(rule)/\(name) has no .archlint.yml pinning its root")
            cases += 1
            let lines = try RuleFixtureSupport.expectedFindings(expectedFile)
            // `path:line:column` alone, or followed by `: message` when the message is part of the case.
            let expected = lines.map { RuleFixtureSupport.location(ofExpectedLine: $0) }.sorted()
            let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder))
            let findings = outcome.findings.filter { $0.ruleID == rule }
            let actual = findings.map { "\($0.path):\($0.line):\($0.column)" }.sorted()
            if expected != actual {
                let missing = expected.filter { !actual.contains($0) }
                let extra = actual.filter { !expected.contains($0) }
                XCTFail("Fixtures/\(rule)/\(name): missing \(missing), unexpected \(extra)")
            }
            // A fix is what the rule file's `autofix:` says: of that kind, and none when it names none.
            for finding in outcome.findings where finding.fix != nil {
                let kind = RuleCatalog.builtIn[finding.ruleID]?.autofix?.kind
                XCTAssertEqual(finding.fix!.isSafe ? FixKind.safe : .unsafe, kind, "Fixtures/\(rule)/\(name): \(finding.ruleID) at \(finding.path):\(finding.line)")
            }
            for line in lines where line != RuleFixtureSupport.location(ofExpectedLine: line) {
                let messages = findings.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
                XCTAssertTrue(messages.contains(line), "Fixtures/\(rule)/\(name): no finding '\(line)'; found \(messages)")
            }
            if name.hasPrefix("ok_") { XCTAssertTrue(expected.isEmpty, "Fixtures/\(rule)/\(name) is an ok_ case with findings") }
            if name.hasPrefix("report_") { XCTAssertFalse(expected.isEmpty, "Fixtures/\(rule)/\(name) is a report_ case without findings") }
        }
        XCTAssertGreaterThan(cases, 0)
    }
}

/// Linting one file must give the same findings for that file as linting the whole project:
/// every fixture file is linted alone and compared with the whole-project run.
final class SingleFileConsistencyTests: XCTestCase {
    func testLintingOneFileGivesItsFindingsFromTheWholeProject() throws {
        let manager = FileManager.default
        var compared = 0
        var rulesCompared = Set<String>()
        for (rule, name, folder) in try RuleFixtureSupport.fixtureCases() {
            let whole = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder))
            rulesCompared.formUnion(whole.findings.map(\.ruleID))
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let alone = try Linter.lint(LintRequest(paths: [path], jobs: 1, currentDirectory: folder))
                XCTAssertEqual(alone.findings, whole.findings.filter { $0.path == path }, "Fixtures/\(rule)/\(name)/\(path)")
                rulesCompared.formUnion(alone.findings.map(\.ruleID))
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 400)
        // Every rule with fixtures had findings of its own compared file by file.
        let rulesWithFixtures = Set(try RuleFixtureSupport.fixtureCases().map(\.rule))
        XCTAssertEqual(rulesWithFixtures.subtracting(rulesCompared), [])
    }
}

/// The rules that read build settings, subclasses, animation wrappers, constructions or the architecture
/// facts from other files (`prefer_observable`, `final_view_model`, `scroll_to_animation`, `constants_namespace`,
/// `preview_focus_state`, `layer_dependency`, `restricted_type`): an editor's buffer on stdin, with a cold and then
/// a warm index cache, gives each file exactly its findings from the whole-project run.
final class SingleFileBufferConsistencyTests: XCTestCase {
    func testEditorBuffersGiveTheirWholeProjectFindings() throws {
        let rules: Set<String> = ["prefer_observable", "final_view_model", "scroll_to_animation", "constants_namespace",
                                  "preview_focus_state", "layer_dependency", "restricted_type"]
        let manager = FileManager.default
        var compared = 0
        for (rule, name, folder) in try RuleFixtureSupport.fixtureCases() where rules.contains(rule) {
            let cacheBase = try RuleFixtureSupport.makeTemporaryFolder()
            defer { try? manager.removeItem(atPath: cacheBase) }
            let whole = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder)).findings.filter { rules.contains($0.ruleID) }
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let buffer = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
                for _ in 0..<2 {
                    let request = LintRequest(paths: [], stdinPath: path, stdinSource: buffer, jobs: 1, currentDirectory: folder, cacheBase: cacheBase)
                    let alone = try Linter.lint(request).findings.filter { rules.contains($0.ruleID) }
                    XCTAssertEqual(alone, whole.filter { $0.path == path }, "Fixtures/\(rule)/\(name)/\(path)")
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
