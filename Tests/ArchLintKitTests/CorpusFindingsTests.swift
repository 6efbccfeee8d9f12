import XCTest
@testable import ArchLintKit

/// Lists one rule's findings on a real project, for reading them by hand:
/// `ARCHLINT_CORPUS=/path/to/app ARCHLINT_CORPUS_RULE=init_injection swift test --skip-build --filter CorpusFindingsTests`.
/// Skipped unless ARCHLINT_CORPUS is set.
final class CorpusFindingsTests: XCTestCase {
    func testListFindingsOfRuleInCorpus() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["ARCHLINT_CORPUS"], let rule = environment["ARCHLINT_CORPUS_RULE"] else {
            throw XCTSkip("set ARCHLINT_CORPUS and ARCHLINT_CORPUS_RULE to list a rule's findings on a project")
        }
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 2, currentDirectory: folder))
        let findings = outcome.findings.filter { $0.ruleID == rule }
        for finding in findings {
            print("FINDING \(finding.path):\(finding.line):\(finding.column): \(finding.message)")
        }
        print("FINDINGS \(rule) \(findings.count) in \(outcome.fileCount) files")
    }
}
