import Foundation
import XCTest
@testable import ArchLintKit

final class CLITests: XCTestCase {
    private func parse(_ arguments: String...) throws -> Command {
        try CommandLineParser.parse(arguments, defaultJobs: 4)
    }

    private func lintOptions(_ arguments: String...) throws -> LintOptions {
        guard case .lint(let options) = try CommandLineParser.parse(["lint"] + arguments, defaultJobs: 4) else {
            XCTFail("not a lint command")
            return LintOptions(paths: [], jobs: 0)
        }
        return options
    }

    private func assertUsageError(_ arguments: [String], _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try CommandLineParser.parse(arguments, defaultJobs: 4), line: line) { error in
            XCTAssertEqual("\(error)", expected, line: line)
        }
    }

    // MARK: - lint options

    func testLintDefaults() throws {
        let options = try lintOptions()
        XCTAssertEqual(options.paths, ["."])
        XCTAssertEqual(options.format, .text)
        XCTAssertEqual(options.jobs, 4)
        XCTAssertNil(options.outputPath)
        XCTAssertNil(options.configPath)
        XCTAssertNil(options.stdinPath)
        XCTAssertNil(options.baselinePath)
        XCTAssertNil(options.writeBaselinePath)
        XCTAssertFalse(options.strict)
        XCTAssertFalse(options.quiet)
        XCTAssertEqual(options.enable, [])
        XCTAssertEqual(options.disable, [])
    }

    func testEveryLintOptionInBothSpellings() throws {
        let separate = try lintOptions(
            "--format", "sarif", "--output", "out.sarif", "--config", "ci.yml", "--stdin-path", "A.swift",
            "--baseline", "old.json", "--write-baseline", "new.json", "--strict", "--quiet", "--absolute-paths", "--jobs", "3",
            "--enable", "inheritance_depth", "--disable", "init_injection", "Sources", "App")
        let joined = try lintOptions(
            "--format=sarif", "--output=out.sarif", "--config=ci.yml", "--stdin-path=A.swift",
            "--baseline=old.json", "--write-baseline=new.json", "--strict", "--quiet", "--absolute-paths", "--jobs=3",
            "--enable=inheritance_depth", "--disable=init_injection", "Sources", "App")
        XCTAssertEqual(separate, joined)
        XCTAssertEqual(separate.paths, ["Sources", "App"])
        XCTAssertEqual(separate.format, .sarif)
        XCTAssertEqual(separate.outputPath, "out.sarif")
        XCTAssertEqual(separate.configPath, "ci.yml")
        XCTAssertEqual(separate.stdinPath, "A.swift")
        XCTAssertEqual(separate.baselinePath, "old.json")
        XCTAssertEqual(separate.writeBaselinePath, "new.json")
        XCTAssertTrue(separate.strict)
        XCTAssertTrue(separate.quiet)
        XCTAssertTrue(separate.absolutePaths)
        XCTAssertEqual(separate.jobs, 3)
        XCTAssertEqual(separate.enable, ["inheritance_depth"])
        XCTAssertEqual(separate.disable, ["init_injection"])
    }

    func testEveryFormatIsAccepted() throws {
        for format in ReportFormat.allCases {
            XCTAssertEqual(try lintOptions("--format", format.rawValue).format, format)
        }
    }

    func testOptionsAndPathsMayInterleave() throws {
        let options = try lintOptions("Sources", "--strict", "App")
        XCTAssertEqual(options.paths, ["Sources", "App"])
        XCTAssertTrue(options.strict)
    }

    func testDoubleDashEndsOptions() throws {
        let options = try lintOptions("--quiet", "--", "--strict", "-odd.swift")
        XCTAssertEqual(options.paths, ["--strict", "-odd.swift"])
        XCTAssertTrue(options.quiet)
        XCTAssertFalse(options.strict)
    }

    func testValueMayContainEqualsSign() throws {
        XCTAssertEqual(try lintOptions("--output=reports/a=b.txt").outputPath, "reports/a=b.txt")
    }

    func testLastValueWinsAndRuleListsAddUp() throws {
        let options = try lintOptions("--format", "json", "--format", "github",
                                      "--enable", "inheritance_depth", "--enable=init_injection, explicit_coding_keys,")
        XCTAssertEqual(options.format, .github)
        XCTAssertEqual(options.enable, ["inheritance_depth", "init_injection", "explicit_coding_keys"])
    }

    func testStdinPathAloneIsTheLintedPath() throws {
        XCTAssertEqual(try lintOptions("--stdin-path", "Sources/A.swift").paths, ["Sources/A.swift"])
        XCTAssertEqual(try lintOptions("--stdin-path", "Sources/A.swift", "Sources").paths, ["Sources"])
    }

    // MARK: - lint mistakes

    func testUnknownOptionSuggestsTheClosest() {
        assertUsageError(["lint", "--fromat", "json"], "archlint: unknown option '--fromat'; did you mean '--format'?")
        assertUsageError(["lint", "--stirct"], "archlint: unknown option '--stirct'; did you mean '--strict'?")
        assertUsageError(["lint", "--jbos=2"], "archlint: unknown option '--jbos'; did you mean '--jobs'?")
        assertUsageError(["lint", "-x"], "archlint: unknown option '-x'")
    }

    func testMissingValues() {
        assertUsageError(["lint", "--format"], "archlint: option '--format' needs a value")
        assertUsageError(["lint", "--output="], "archlint: option '--output' needs a value")
        assertUsageError(["lint", "--baseline", "--strict"], "archlint: option '--baseline' needs a value")
    }

    func testBadValues() {
        assertUsageError(["lint", "--format", "xml"],
                         "archlint: invalid value 'xml' for '--format'; expected one of: text, sarif, json, github, checkstyle, junit, gitlab")
        for jobs in ["0", "-1", "two", "1.5"] {
            assertUsageError(["lint", "--jobs", jobs], "archlint: invalid value '\(jobs)' for '--jobs'; expected a positive integer")
        }
        assertUsageError(["lint", "--strict=yes"], "archlint: option '--strict' takes no value")
    }

    func testRuleIDsAreCheckedAgainstTheCatalog() {
        assertUsageError(["lint", "--enable", "inheritance_dept"],
                         "archlint: unknown rule id 'inheritance_dept' in '--enable'; did you mean 'inheritance_depth'?")
        assertUsageError(["lint", "--disable=init_injection,nonsense"], "archlint: unknown rule id 'nonsense' in '--disable'")
        assertUsageError(["lint", "--disable", ","], "archlint: option '--disable' needs a comma-separated list of rule ids")
    }

    // MARK: - other commands

    func testCommands() throws {
        XCTAssertEqual(try parse("rules"), .rules)
        XCTAssertEqual(try parse("init"), .initialize)
        var layers = ViewInput(jobs: 4)
        XCTAssertEqual(try parse("init", "--layers"), .initializeLayers(layers))
        layers.path = "isowords"
        layers.jobs = 2
        layers.noCache = true
        XCTAssertEqual(try parse("init", "--layers", "isowords", "--jobs", "2", "--no-cache"), .initializeLayers(layers))
        layers = ViewInput(jobs: 4)
        layers.path = "isowords"
        XCTAssertEqual(try parse("init", "isowords", "--layers"), .initializeLayers(layers))
        XCTAssertEqual(try parse("explain", "init_injection"), .explain(ruleID: "init_injection"))
        XCTAssertEqual(try parse("tokens", "A.swift"), .tokens(path: "A.swift"))
        XCTAssertEqual(try parse("tokens", "--format", "json", "A.swift"), .tokens(path: "A.swift"))
        XCTAssertEqual(try parse("declarations", "A.swift"), .declarations(path: "A.swift"))
        XCTAssertEqual(try parse("--version"), .version)
    }

    func testHelp() throws {
        XCTAssertEqual(try parse("--help"), .help(.overview))
        XCTAssertEqual(try parse("-h"), .help(.overview))
        XCTAssertEqual(try parse("--help", "lint"), .help(.command(.lint)))
        for command in CommandName.allCases {
            XCTAssertEqual(try parse(command.rawValue, "--help"), .help(.command(command)))
            XCTAssertEqual(try parse(command.rawValue, "-h"), .help(.command(command)))
            XCTAssertFalse(helpText(for: .command(command)).isEmpty)
        }
        // Help wins over a mistake elsewhere on the line, but not over `--`.
        XCTAssertEqual(try parse("lint", "--fromat", "--help"), .help(.command(.lint)))
        XCTAssertEqual(try parse("lint", "--", "--help"), .lint(try lintOptions("--", "--help")))
    }

    func testLintHelpNamesEveryOption() {
        let text = helpText(for: .command(.lint))
        for option in CommandLineParser.lintOptions {
            XCTAssertTrue(text.contains(option.name), option.name)
        }
    }

    /// `lsp --help` names every rule fix the server offers as a code action, with its title, and
    /// the suppression every finding gets.
    func testLanguageServerHelpNamesTheRuleFixes() {
        let text = helpText(for: .command(.languageServer))
        let fixed = RuleCatalog.builtIn.rules.filter { $0.autofix != nil }
        XCTAssertFalse(fixed.isEmpty)
        for rule in fixed {
            let line = text.split(separator: "\n").first { $0.hasPrefix("  \(rule.id) ") }
            XCTAssertTrue(line?.hasSuffix(rule.autofix!.title + (rule.autofix!.kind == .safe ? " (safe)" : "")) == true,
                          "\(rule.id): \(line ?? "missing")")
        }
        XCTAssertTrue(text.contains("Suppress with archlint:disable:next RULE"), text)
    }

    func testCommandMistakes() {
        assertUsageError([], "archlint: no command given; run 'archlint --help' for the list of commands")
        assertUsageError(["lnit"], "archlint: unknown command 'lnit'; did you mean 'init'?")
        assertUsageError(["rule"], "archlint: unknown command 'rule'; did you mean 'rules'?")
        assertUsageError(["check"], "archlint: unknown command 'check'; run 'archlint --help' for the list of commands")
        assertUsageError(["--verison"], "archlint: unknown option '--verison'; did you mean '--version'?")
        assertUsageError(["--strict"], "archlint: option '--strict' belongs after a command, as in 'archlint lint --strict'")
        assertUsageError(["--version", "lint"], "archlint: unexpected argument 'lint' after '--version'")
        assertUsageError(["explain"], "archlint: 'archlint explain' needs a rule id; run 'archlint rules' for the list")
        assertUsageError(["explain", "inheritance_dept"],
                         "archlint: unknown rule id 'inheritance_dept'; did you mean 'inheritance_depth'?")
        assertUsageError(["explain", "a", "b"], "archlint: unexpected argument 'b' for 'archlint explain'")
        assertUsageError(["rules", "Sources"], "archlint: unexpected argument 'Sources' for 'archlint rules'")
        assertUsageError(["rules", "--strict"], "archlint: unknown option '--strict'")
        assertUsageError(["tokens"], "archlint: 'archlint tokens' needs a Swift file")
        assertUsageError(["tokens", "A.swift", "--format", "text"],
                         "archlint: invalid value 'text' for '--format'; expected one of: json")
    }

    // MARK: - running commands in process

    /// Runs the tool with `directory` as the current directory and captures what it prints.
    private func run(_ arguments: [String], in directory: String, terminal: Bool = false,
                     environment: [String: String] = [:], standardInput: [UInt8] = [],
                     engine: (LintRequest) throws -> LintOutcome = Linter.lint) -> (status: ExitStatus, stdout: String, stderr: String) {
        var stdout = ""
        var stderr = ""
        let context = ToolContext(currentDirectory: directory, environment: environment, standardOutputIsTerminal: terminal,
                                  readStandardInput: { standardInput }, writeStandardOutput: { stdout += $0 },
                                  writeStandardError: { stderr += $0 })
        let status = ArchLintTool.run(arguments, context: context, engine: engine)
        return (status, stdout, stderr)
    }

    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testVersionAndHelpGoToStandardOutput() {
        XCTAssertEqual(run(["--version"], in: "/").stdout, "archlint 0.1.0\n")
        let help = run(["--help"], in: "/")
        XCTAssertEqual(help.status, .success)
        XCTAssertEqual(help.stdout, helpText(for: .overview))
        XCTAssertEqual(help.stderr, "")
    }

    func testUsageErrorIsOneLineOnStandardErrorWithStatusTwo() {
        let result = run(["lint", "--fromat", "json"], in: "/")
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "archlint: unknown option '--fromat'; did you mean '--format'?\n")
    }

    func testExplainPrintsTheCatalogText() {
        let result = run(["explain", "inheritance_depth"], in: "/")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, RuleCatalog.explainText(for: RuleCatalog.builtIn["inheritance_depth"]!))
    }

    func testRulesFollowTheNearestConfiguration() throws {
        let root = try temporaryDirectory()
        try "disabled_rules: [init_injection]\ninheritance_depth:\n  severity: error\n"
            .write(toFile: root + "/.archlint.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)

        let result = run(["rules"], in: root + "/Sources/App")
        XCTAssertEqual(result.status, .success)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        // The severity column is the default severity; `severity: error` in the configuration does not change it.
        XCTAssertEqual(rows.first { $0.first == "inheritance_depth" }?[1...2], ["warning", "yes"])
        XCTAssertEqual(rows.first { $0.first == "init_injection" }?[1...2], ["warning", "no"])
        XCTAssertEqual(rows.count, RuleCatalog.builtIn.rules.count + 1)
    }

    func testRulesReportABadConfigurationWithItsPosition() throws {
        let root = try temporaryDirectory()
        try "disabled_rules: []\ninheritance_depht:\n  max_depth: 2\n"
            .write(toFile: root + "/.archlint.yml", atomically: true, encoding: .utf8)
        let result = run(["rules"], in: root)
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/.archlint.yml:2:1: error: unknown key 'inheritance_depht'"), result.stderr)
    }

    func testInitWritesTheStarterFileOnce() throws {
        let root = try temporaryDirectory()
        let first = run(["init"], in: root)
        XCTAssertEqual(first.status, .success)
        XCTAssertEqual(try String(contentsOfFile: root + "/.archlint.yml", encoding: .utf8),
                       Configuration.starterFile(catalog: .builtIn))

        try "excluded: [Pods]\n".write(toFile: root + "/.archlint.yml", atomically: true, encoding: .utf8)
        let second = run(["init"], in: root)
        XCTAssertEqual(second.status, .usageOrSetupError)
        XCTAssertEqual(second.stderr, "archlint: .archlint.yml already exists in \(root); not overwriting it\n")
        XCTAssertEqual(try String(contentsOfFile: root + "/.archlint.yml", encoding: .utf8), "excluded: [Pods]\n")
    }

    func testMissingBaselineFailsBeforeLinting() throws {
        let root = try temporaryDirectory()
        let result = run(["lint", "--baseline", "missing.json"], in: root)
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertEqual(result.stderr, "archlint: baseline file '\(root)/missing.json' does not exist\n")
    }

    func testTokensOfAMissingFile() {
        let result = run(["tokens", "/nonexistent/A.swift"], in: "/")
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertEqual(result.stderr, "archlint: cannot read '/nonexistent/A.swift': no such file\n")
    }

    // MARK: - lint with a stand-in engine

    private static func finding(_ severity: Severity, line: Int, rule: String = "inheritance_depth") -> Finding {
        Finding(ruleID: rule, severity: severity, path: "Sources/Shop/Checkout.swift", line: line, column: 13,
                endLine: line, endColumn: 21, message: "'Checkout' is 2 levels deep", enclosingDeclaration: "Checkout",
                lineText: "final class Checkout\(line): Cart {")
    }

    private static func outcome(_ findings: [Finding], skipped: [SkippedFile] = [], warnings: [String] = []) -> LintOutcome {
        LintOutcome(findings: findings, fileCount: 3, skipped: skipped, warnings: warnings, projectRoot: "/project",
                    rules: RuleCatalog.builtIn.rules, severities: [:])
    }

    func testExitStatusFollowsFailingFindingsThenSkippedFiles() {
        let skipped = [SkippedFile(path: "/project/Sources/Legacy.swift", reason: "not UTF-8 text")]
        let cases: [([String], [Finding], [SkippedFile], ExitStatus)] = [
            ([], [], [], .success),
            ([], [Self.finding(.warning, line: 3)], [], .success),
            (["--strict"], [Self.finding(.warning, line: 3)], [], .failingFindings),
            ([], [Self.finding(.error, line: 3)], [], .failingFindings),
            ([], [], skipped, .usageOrSetupError),
            ([], [Self.finding(.warning, line: 3)], skipped, .usageOrSetupError),
            ([], [Self.finding(.error, line: 3)], skipped, .failingFindings),
            (["--strict"], [Self.finding(.warning, line: 3)], skipped, .failingFindings),
        ]
        for (arguments, findings, skippedFiles, expected) in cases {
            let result = run(["lint"] + arguments, in: "/project") { _ in Self.outcome(findings, skipped: skippedFiles) }
            XCTAssertEqual(result.status, expected, "\(arguments) \(findings.map(\.severity)) \(skippedFiles)")
            let lines = skippedFiles.isEmpty ? "" : "archlint: Sources/Legacy.swift: not UTF-8 text; skipped\n"
            XCTAssertEqual(result.stderr.hasPrefix(lines), true, result.stderr)
        }
    }

    func testTextReportSummaryAndRunWarnings() {
        let warning = "archlint: warning: the excluded globs matched every file; nothing was linted"
        let result = run(["lint"], in: "/project/Sources") { _ in
            Self.outcome([Self.finding(.warning, line: 3)], warnings: [warning])
        }
        XCTAssertEqual(result.stdout, "Shop/Checkout.swift:3:13: warning: 'Checkout' is 2 levels deep [inheritance_depth]\n")
        let stderr = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(stderr.count, 2, result.stderr)
        XCTAssertEqual(stderr.first, warning)
        XCTAssertTrue(stderr.last?.hasPrefix("3 files linted in ") == true, result.stderr)
        XCTAssertTrue(stderr.last?.hasSuffix(" s: 0 errors, 1 warning") == true, result.stderr)

        let quiet = run(["lint", "--quiet"], in: "/project") { _ in Self.outcome([Self.finding(.warning, line: 3)]) }
        XCTAssertEqual(quiet.stderr, "")
        let json = run(["lint", "--format", "json"], in: "/project") { _ in Self.outcome([Self.finding(.warning, line: 3)]) }
        XCTAssertEqual(json.stderr, "", "the summary belongs to the text format")
    }

    func testColourOnlyOnATerminalWithoutNoColor() throws {
        let root = try temporaryDirectory()
        let engine: (LintRequest) throws -> LintOutcome = { _ in Self.outcome([Self.finding(.error, line: 3)]) }
        XCTAssertTrue(run(["lint"], in: root, terminal: true, engine: engine).stdout.contains("\u{1B}["))
        XCTAssertTrue(run(["lint"], in: root, terminal: true, environment: ["NO_COLOR": ""], engine: engine).stdout.contains("\u{1B}["))
        XCTAssertFalse(run(["lint"], in: root, terminal: true, environment: ["NO_COLOR": "1"], engine: engine).stdout.contains("\u{1B}["))
        XCTAssertFalse(run(["lint"], in: root, terminal: false, engine: engine).stdout.contains("\u{1B}["))
        _ = run(["lint", "--output", "report.txt"], in: root, terminal: true, engine: engine)
        XCTAssertFalse(try String(contentsOfFile: root + "/report.txt", encoding: .utf8).contains("\u{1B}["))
    }

    func testRequestCarriesTheOptionsAndTheStandardInput() {
        var received: LintRequest?
        let buffer = Array("final class Checkout: Cart {}\n".utf8)
        let engine: (LintRequest) throws -> LintOutcome = { request in
            received = request
            return Self.outcome([])
        }
        _ = run(["lint", "--stdin-path", "Sources/Shop/Checkout.swift", "--config", "ci.yml", "--jobs", "2",
                 "--enable", "inheritance_depth", "--disable", "init_injection"],
                in: "/project", standardInput: buffer, engine: engine)
        XCTAssertEqual(received?.paths, ["Sources/Shop/Checkout.swift"])
        XCTAssertEqual(received?.stdinPath, "Sources/Shop/Checkout.swift")
        XCTAssertEqual(received?.stdinSource, buffer)
        XCTAssertEqual(received?.configPath, "ci.yml")
        XCTAssertEqual(received?.jobs, 2)
        XCTAssertEqual(received?.enable, ["inheritance_depth"])
        XCTAssertEqual(received?.disable, ["init_injection"])
        XCTAssertEqual(received?.currentDirectory, "/project")

        _ = run(["lint", "Sources"], in: "/project", standardInput: buffer, engine: engine)
        XCTAssertNil(received?.stdinSource, "stdin is read only for --stdin-path")
        XCTAssertNil(received?.stdinPath)
    }

    func testSetupAndConfigurationErrorsExitTwo() {
        let configurationError = run(["lint"], in: "/project") { _ in
            throw ConfigurationError(path: ".archlint.yml", line: 4, column: 3, message: "unknown option 'max_dept' for inheritance_depth")
        }
        XCTAssertEqual(configurationError.status, .usageOrSetupError)
        XCTAssertEqual(configurationError.stderr, ".archlint.yml:4:3: error: unknown option 'max_dept' for inheritance_depth\n")
        XCTAssertEqual(configurationError.stdout, "")

        let setupError = run(["lint", "Missing"], in: "/project") { _ in
            throw LintSetupError("archlint: path 'Missing' does not exist")
        }
        XCTAssertEqual(setupError.status, .usageOrSetupError)
        XCTAssertEqual(setupError.stderr, "archlint: path 'Missing' does not exist\n")
    }

    func testWriteBaselineThenBaselineHidesOnlyRecordedFindings() throws {
        let root = try temporaryDirectory()
        let recorded = Self.finding(.error, line: 3)
        let written = run(["lint", "--write-baseline", "baseline.json"], in: root) { _ in Self.outcome([recorded]) }
        XCTAssertEqual(written.status, .success)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: root + "/baseline.json", encoding: .utf8),
                       Baseline(findings: [recorded]).serialized())

        var moved = recorded
        moved.line = 13
        let added = Self.finding(.error, line: 20, rule: "init_injection")
        let result = run(["lint", "--baseline", "baseline.json", "--format", "json"], in: root) { _ in
            Self.outcome([moved, added])
        }
        XCTAssertEqual(result.status, .failingFindings)
        XCTAssertTrue(result.stdout.contains("\"init_injection\""), result.stdout)
        XCTAssertFalse(result.stdout.contains("\"inheritance_depth\""), result.stdout)

        let onlyRecorded = run(["lint", "--baseline", "baseline.json"], in: root) { _ in Self.outcome([moved]) }
        XCTAssertEqual(onlyRecorded.status, .success)
        XCTAssertEqual(onlyRecorded.stdout, "")
    }

    func testBadBaselineFileExitsTwo() throws {
        let root = try temporaryDirectory()
        try "{\"findings\": []}".write(toFile: root + "/baseline.json", atomically: true, encoding: .utf8)
        var linted = false
        let result = run(["lint", "--baseline", "baseline.json"], in: root) { _ in
            linted = true
            return Self.outcome([])
        }
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertTrue(result.stderr.hasPrefix("archlint: baseline file "), result.stderr)
        XCTAssertFalse(linted)
    }

    func testOutputFileGetsTheReport() throws {
        let root = try temporaryDirectory()
        let findings = [Self.finding(.warning, line: 3)]
        let onStandardOutput = run(["lint", "--format", "sarif"], in: root) { _ in Self.outcome(findings) }
        let toFile = run(["lint", "--format", "sarif", "--output", "report.sarif"], in: root) { _ in Self.outcome(findings) }
        XCTAssertEqual(toFile.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: root + "/report.sarif", encoding: .utf8), onStandardOutput.stdout)

        let unwritable = run(["lint", "--output", "/nonexistent/dir/report.txt"], in: root) { _ in Self.outcome(findings) }
        XCTAssertEqual(unwritable.status, .usageOrSetupError)
        XCTAssertTrue(unwritable.stderr.hasPrefix("archlint: cannot write '/nonexistent/dir/report.txt'"), unwritable.stderr)
    }
}
