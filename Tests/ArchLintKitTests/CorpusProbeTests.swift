import XCTest
@testable import ArchLintKit

/// Lists one rule's findings on a real project, to read them for false alarms. Skipped unless
/// `ARCHLINT_PROBE_PATH` (a project folder) and `ARCHLINT_PROBE_RULE` (a rule id) are set.
final class CorpusProbeTests: XCTestCase {
    func testListFindingsOfOneRuleOnARealProject() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["ARCHLINT_PROBE_PATH"], let rule = environment["ARCHLINT_PROBE_RULE"] else {
            throw XCTSkip("set ARCHLINT_PROBE_PATH and ARCHLINT_PROBE_RULE to list a rule's findings on a project")
        }
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder))
        let findings = outcome.findings.filter { $0.ruleID == rule }
        for finding in findings {
            print("PROBE \(finding.path):\(finding.line):\(finding.column): \(finding.message)\n    \(finding.lineText.trimmingCharacters(in: .whitespaces))")
        }
        print("PROBE \(findings.count) findings of \(rule) in \(folder)")
    }
}
