import XCTest
@testable import ArchLintKit

/// A rule may give each finding its own default severity (`keychain_accessibility`: error for
/// Always and a missing class, warning for device_bound); a configured `severity:` overrides all
/// of them, and every output format, the baseline and `--strict` use the finding's severity.
final class FindingSeverityTests: XCTestCase {
    private let source = """
        import Security

        func store(_ token: Data) -> OSStatus {
            let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
            let legacy = kSecAttrAccessibleAlways
            return SecItemAdd([kSecClass: kSecClassGenericPassword, kSecValueData: token] as CFDictionary, nil)
        }

        """

    /// A project holding `source` (and `.archlint.yml` with `configuration`).
    private func project(configuration: String = "# project root\n", source: String? = nil) throws -> String {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try RuleFixtureSupport.write(configuration, to: folder + "/.archlint.yml")
        try RuleFixtureSupport.write(source ?? self.source, to: folder + "/Sources/App/TokenStore.swift")
        return folder
    }

    private func severitiesByLine(_ folder: String) throws -> [String] {
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 1, currentDirectory: folder))
        return outcome.findings.filter { $0.ruleID == KeychainAccessibility.id }.map { "\($0.line):\($0.severity.rawValue)" }
    }

    func testEachFindingHasItsOwnDefaultSeverity() throws {
        XCTAssertEqual(try severitiesByLine(try project()), ["5:warning", "6:error", "7:error"])
    }

    func testConfiguredSeverityOverridesBothDefaults() throws {
        let warning = try project(configuration: "keychain_accessibility:\n  severity: warning\n")
        XCTAssertEqual(try severitiesByLine(warning), ["5:warning", "6:warning", "7:warning"])
        let error = try project(configuration: "keychain_accessibility:\n  severity: error\n")
        XCTAssertEqual(try severitiesByLine(error), ["5:error", "6:error", "7:error"])
    }

    func testFormatsStrictAndBaselineUseTheFindingsSeverity() throws {
        let folder = try project()
        let text = run(["lint", "--no-cache", "--quiet"], in: folder)
        XCTAssertEqual(text.status, .failingFindings)
        XCTAssertTrue(text.stdout.contains("TokenStore.swift:5:63: warning: kSecAttrAccessibleAfterFirstUnlock"), text.stdout)
        XCTAssertTrue(text.stdout.contains("TokenStore.swift:6:18: error: kSecAttrAccessibleAlways"), text.stdout)
        let github = run(["lint", "--no-cache", "--quiet", "--format", "github"], in: folder).stdout
        XCTAssertEqual(github.components(separatedBy: "::warning ").count - 1, 1, github)
        XCTAssertEqual(github.components(separatedBy: "::error ").count - 1, 2, github)
        let json = run(["lint", "--no-cache", "--quiet", "--format", "json"], in: folder).stdout
        XCTAssertEqual(json.components(separatedBy: "\"severity\": \"warning\"").count - 1, 1, json)
        XCTAssertEqual(json.components(separatedBy: "\"severity\": \"error\"").count - 1, 2, json)
        let sarif = run(["lint", "--no-cache", "--quiet", "--format", "sarif"], in: folder).stdout
        XCTAssertEqual(sarif.components(separatedBy: "\"level\": \"warning\"").count - 1, 1 + sarifRuleWarnings, sarif)

        // Only the device_bound warning left: it fails the run only with --strict.
        let warningOnly = try project(source: """
            import Security

            let query = [kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked]

            """)
        XCTAssertEqual(run(["lint", "--no-cache", "--quiet"], in: warningOnly).status, .success)
        XCTAssertEqual(run(["lint", "--no-cache", "--quiet", "--strict"], in: warningOnly).status, .failingFindings)

        // A baseline records findings of both severities; linting against it reports none.
        XCTAssertEqual(run(["lint", "--no-cache", "--quiet", "--write-baseline", "baseline.json"], in: folder).status, .success)
        let against = run(["lint", "--no-cache", "--quiet", "--strict", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(against.status, .success, against.stdout)
    }

    /// SARIF rule entries at level warning (every enabled rule whose catalog severity is warning).
    private var sarifRuleWarnings: Int {
        RuleCatalog.builtIn.rules.filter { !$0.optIn && $0.defaultSeverity == .warning }.count
    }

    private func run(_ arguments: [String], in directory: String) -> (status: ExitStatus, stdout: String) {
        var stdout = ""
        let context = ToolContext(currentDirectory: directory, environment: [:], standardOutputIsTerminal: false,
                                  readStandardInput: { [] }, writeStandardOutput: { stdout += $0 }, writeStandardError: { _ in })
        return (ArchLintTool.run(arguments, context: context), stdout)
    }
}
