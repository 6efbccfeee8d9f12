import Foundation
import XCTest
@testable import ArchLintKit

final class ReportingTests: XCTestCase {
    typealias F = ReportingFixtures

    // MARK: text

    /// Each scalar replaced once, by a mask over the bytes when every scalar is ASCII (both halves
    /// of the mask: below 64 and from 64), else scalar by scalar.
    func testReplacingAllReplacesEachScalarOnce() {
        XCTAssertEqual("a|b_c\nd".replacingAll([("|", "\\|"), ("\n", " ")]), "a\\|b_c d")
        XCTAssertEqual("<&>\"".replacingAll([("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")]), "&lt;&amp;&gt;&quot;")
        XCTAssertEqual("x@y?".replacingAll([("@", "?"), ("?", "!")]), "x?y!", "a replacement is not replaced again")
        XCTAssertEqual("plain ⚠ text_".replacingAll([("<", "&lt;"), ("~", "-")]), "plain ⚠ text_")
        XCTAssertEqual("a~b café".replacingAll([("~", "-"), ("é", "e")]), "a-b cafe")
    }

    func testTextListsFindingsInReportOrderRelativeToProjectRoot() {
        XCTAssertEqual(renderReport(F.findings, format: .text, context: F.context()), """
            Sources/App/Profile View.swift:12:24: warning: ProfileViewModel creates its NetworkClient itself; pass it in through init. [init_injection]
            Sources/App/Session.swift:40:9: error: The value of 'authToken' is written to UserDefaults. [credentials_in_defaults]
            Sources/Ünïcode/Café.swift:3:5: warning: Café creates its Store itself; pass it in through init. [init_injection]

            """)
    }

    func testTextPathsAreRelativeToCurrentDirectory() {
        func firstPath(currentDirectory: String) -> Substring {
            let report = renderReport([F.spacedWarning], format: .text, context: F.context(currentDirectory: currentDirectory))
            return report.prefix { $0 != ":" }
        }
        XCTAssertEqual(firstPath(currentDirectory: "/home/dev/My Project/Sources/Other"), "../App/Profile View.swift")
        XCTAssertEqual(firstPath(currentDirectory: "/home/dev/My Project/Sources/App/"), "Profile View.swift")
        XCTAssertEqual(firstPath(currentDirectory: "/home/dev"), "My Project/Sources/App/Profile View.swift")
        XCTAssertEqual(firstPath(currentDirectory: "/srv/ci"), "../../home/dev/My Project/Sources/App/Profile View.swift")
        XCTAssertEqual(firstPath(currentDirectory: "/home/dev/My Project/./Sources/../Tests"), "../Sources/App/Profile View.swift")
    }

    /// From the project root a normal relative path is shown as it is; any other spelling goes
    /// through the segment arithmetic, and both give what the arithmetic alone gives.
    func testPathsFromTheProjectRootAreWhatTheSegmentArithmeticGives() {
        let normal = ["a.swift", "Sources/App/Profile View.swift", ".hidden/x.swift", "..a/b", "a/...", "a./.b"]
        let other = ["", "/abs/a.swift", "./a.swift", "a/./b", "a/../b", "../a", "a//b", "a/", "a/.", "a/.."]
        for path in normal { XCTAssertTrue(ReportPaths.isNormalRelativePath(path), path) }
        for path in other { XCTAssertFalse(ReportPaths.isNormalRelativePath(path), path) }
        for path in normal + other {
            var finding = F.spacedWarning
            finding.path = path
            let context = F.context()
            let absolute = ReportPaths.absolutePath(of: finding, in: context)
            XCTAssertEqual(ReportPaths.displayPath(of: finding, in: context),
                           ReportPaths.relativePath(of: absolute, from: context.currentDirectory), path)
            XCTAssertEqual(ReportPaths.repositoryPath(of: finding, in: context),
                           ReportPaths.relativePath(of: absolute, from: context.repositoryRoot), path)
        }
    }

    func testTextColourOnlyWhenAsked() {
        let plain = renderReport([F.error, F.spacedWarning], format: .text, context: F.context(useColor: false))
        XCTAssertFalse(plain.contains("\u{1B}"))
        let coloured = renderReport([F.error, F.spacedWarning], format: .text, context: F.context(useColor: true))
        XCTAssertEqual(coloured, """
            \u{1B}[1mSources/App/Profile View.swift:12:24:\u{1B}[0m \u{1B}[33mwarning:\u{1B}[0m \
            ProfileViewModel creates its NetworkClient itself; pass it in through init. [init_injection]
            \u{1B}[1mSources/App/Session.swift:40:9:\u{1B}[0m \u{1B}[31merror:\u{1B}[0m \
            The value of 'authToken' is written to UserDefaults. [credentials_in_defaults]

            """)
    }

    func testDecimalsAreSpelledAsStringsSpellThem() {
        for value in [0, 1, 9, 10, 99, 100, 4_249, 1_000_000, 123_456_789_012, Int.max, -1, -40, Int.min] {
            var text = TextBytes(capacity: 0)
            text.add("x")
            text.add(decimal: value)
            XCTAssertEqual(text.string, "x" + String(value))
        }
    }

    func testTextOfNoFindingsIsEmpty() {
        XCTAssertEqual(renderReport([], format: .text, context: F.context()), "")
    }

    func testSummaryLinePluralisesAndRounds() {
        XCTAssertEqual(summaryLine(fileCount: 3, seconds: 0.1234, findings: F.findings),
                       "3 files linted in 0.12 s: 1 error, 2 warnings")
        XCTAssertEqual(summaryLine(fileCount: 1, seconds: 2.004, findings: [F.spacedWarning]),
                       "1 file linted in 2.00 s: 0 errors, 1 warning")
        XCTAssertEqual(summaryLine(fileCount: 0, seconds: 0, findings: []),
                       "0 files linted in 0.00 s: 0 errors, 0 warnings")
        XCTAssertEqual(summaryLine(fileCount: 12, seconds: 61.999, findings: [F.error, F.error]),
                       "12 files linted in 62.00 s: 2 errors, 0 warnings")
        // --strict says that warnings fail where there are some; a baseline, how many it hid.
        XCTAssertEqual(summaryLine(fileCount: 1, seconds: 0, findings: [F.spacedWarning], strict: true),
                       "1 file linted in 0.00 s: 0 errors, 1 warning (warnings fail with --strict)")
        XCTAssertEqual(summaryLine(fileCount: 1, seconds: 0, findings: [F.error], strict: true),
                       "1 file linted in 0.00 s: 1 error, 0 warnings")
        XCTAssertEqual(summaryLine(fileCount: 2, seconds: 0, findings: [], hiddenByBaseline: 0),
                       "2 files linted in 0.00 s: 0 errors, 0 warnings; 0 findings hidden by the baseline")
        XCTAssertEqual(summaryLine(fileCount: 2, seconds: 0, findings: [F.error], hiddenByBaseline: 1),
                       "2 files linted in 0.00 s: 1 error, 0 warnings; 1 finding hidden by the baseline")
    }

    // MARK: json

    /// Paths as in the text format: relative to the current directory (cli.md).
    func testJSONReport() {
        XCTAssertEqual(renderReport(F.findings, format: .json, context: F.context(currentDirectory: "/home/dev/My Project/Sources")), """
            [
              {"rule": "init_injection", "severity": "warning", "path": "App/Profile View.swift", "line": 12, "column": 24, "endLine": 12, "endColumn": 39, "message": "ProfileViewModel creates its NetworkClient itself; pass it in through init."},
              {"rule": "credentials_in_defaults", "severity": "error", "path": "App/Session.swift", "line": 40, "column": 9, "endLine": 40, "endColumn": 52, "message": "The value of 'authToken' is written to UserDefaults."},
              {"rule": "init_injection", "severity": "warning", "path": "Ünïcode/Café.swift", "line": 3, "column": 5, "endLine": 3, "endColumn": 10, "message": "Café creates its Store itself; pass it in through init."}
            ]

            """)
        XCTAssertTrue(renderReport([F.error], format: .json, context: F.context(currentDirectory: "/elsewhere")).contains(#""path": "../home/dev/My Project/Sources/App/Session.swift""#))
        XCTAssertEqual(renderReport([], format: .json, context: F.context()), "[]\n")
    }

    func testJSONReportEscapesAndParsesBack() throws {
        var finding = F.error
        finding.message = "quote \" backslash \\ slash / tab \t newline \n bell \u{07} é"
        let report = renderReport([finding], format: .json, context: F.context())
        XCTAssertTrue(report.contains(#""quote \" backslash \\ slash / tab \t newline \n bell \u0007 é""#), report)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.first?["message"] as? String, finding.message)
        XCTAssertEqual(parsed.first?["line"] as? Int, 40)
    }

    // MARK: github

    func testGitHubCommandsNamePathsFromTheRepositoryRoot() {
        var context = F.context(currentDirectory: "/home/dev/My Project/Sources")
        context.repositoryRoot = "/home/dev"
        XCTAssertEqual(renderReport(F.findings, format: .github, context: context), """
            ::warning file=My Project/Sources/App/Profile View.swift,line=12,col=24,title=init_injection::ProfileViewModel creates its NetworkClient itself; pass it in through init.
            ::error file=My Project/Sources/App/Session.swift,line=40,col=9,title=credentials_in_defaults::The value of 'authToken' is written to UserDefaults.
            ::warning file=My Project/Sources/Ünïcode/Café.swift,line=3,col=5,title=init_injection::Café creates its Store itself; pass it in through init.

            """)
        // Without a repository, the project root is the base, wherever archlint runs.
        XCTAssertTrue(renderReport([F.spacedWarning], format: .github, context: F.context(currentDirectory: "/srv"))
            .hasPrefix("::warning file=Sources/App/Profile View.swift,"))
    }

    func testTextWithAbsolutePaths() {
        var context = F.context(currentDirectory: "/srv/ci")
        context.absolutePaths = true
        XCTAssertEqual(renderReport([F.spacedWarning], format: .text, context: context),
                       "/home/dev/My Project/Sources/App/Profile View.swift:12:24: warning: \(F.spacedWarning.message) [init_injection]\n")
    }

    func testGitHubEscaping() {
        var finding = F.error
        finding.path = "Sources/a:b,c%d.swift"
        finding.message = "100% sure:\r\nsecond, line"
        XCTAssertEqual(renderReport([finding], format: .github, context: F.context()),
                       "::error file=Sources/a%3Ab%2Cc%25d.swift,line=40,col=9,"
                       + "title=credentials_in_defaults::100%25 sure:%0D%0Asecond, line\n")
    }

    // MARK: sarif

    func testSARIFStructure() throws {
        let context = F.context()
        let report = renderReport(F.findings, format: .sarif, context: context)
        XCTAssertFalse(report.contains(F.projectRoot), "an absolute machine path leaked")
        XCTAssertFalse(report.contains("/home/"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: Any]])
        XCTAssertNil(bases["%SRCROOT%"]?["uri"])
        XCTAssertNotNil(bases["%SRCROOT%"]?["description"])

        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "archlint")
        XCTAssertEqual(driver["version"] as? String, ArchLint.version)
        XCTAssertEqual(driver["semanticVersion"] as? String, ArchLint.version)
        XCTAssertEqual(driver["informationUri"] as? String, ArchLint.informationURI)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["credentials_in_defaults", "init_injection"])
        XCTAssertEqual(rules.map { $0["name"] as? String }, ["CredentialsInDefaults", "InitInjection"])
        let initRule = rules[1]
        XCTAssertEqual((initRule["shortDescription"] as? [String: Any])?["text"] as? String,
                       "Dependencies are passed in through init.")
        XCTAssertEqual((initRule["fullDescription"] as? [String: Any])?["text"] as? String,
                       "A type that builds its own services cannot be tested with fakes.")
        let help = try XCTUnwrap(initRule["help"] as? [String: String])
        for text in [help["text"], help["markdown"]] {
            XCTAssertTrue(text?.contains("Dependencies come in through init.") == true)
            XCTAssertTrue(text?.contains("cannot be tested with fakes") == true)
            XCTAssertTrue(text?.contains("archlint:disable:next init_injection") == true)
        }
        XCTAssertTrue(help["markdown"]?.contains("**Init injection** (`init_injection`)") == true, help["markdown"] ?? "")
        XCTAssertEqual((initRule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        let initProperties = try XCTUnwrap(initRule["properties"] as? [String: Any])
        XCTAssertEqual(initProperties["tags"] as? [String], ["architecture"])
        XCTAssertEqual(initProperties["precision"] as? String, "medium")
        XCTAssertNil(initProperties["security-severity"])
        let credentialsProperties = try XCTUnwrap(rules[0]["properties"] as? [String: Any])
        XCTAssertEqual(credentialsProperties["tags"] as? [String], ["security", "architecture", "external/cwe/cwe-312"])
        XCTAssertEqual(credentialsProperties["precision"] as? String, "high")
        XCTAssertEqual(credentialsProperties["security-severity"] as? String, "7.5")
        XCTAssertNil(run["invocations"], "no run record, no invocation")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        let expectedURIs = ["Sources/App/Profile%20View.swift", "Sources/App/Session.swift",
                            "Sources/%C3%9Cn%C3%AFcode/Caf%C3%A9.swift"]
        let expectedFindings = F.findings.sorted(by: Finding.reportOrder)
        for (index, result) in results.enumerated() {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[ruleIndex]["id"] as? String, ruleID)
            XCTAssertEqual(result["level"] as? String, expectedFindings[index].severity.rawValue)
            XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, expectedFindings[index].message)
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uri"] as? String, expectedURIs[index])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let region = try XCTUnwrap(physical["region"] as? [String: Int])
            XCTAssertEqual(region, ["startLine": expectedFindings[index].line, "startColumn": expectedFindings[index].column,
                                    "endLine": expectedFindings[index].endLine, "endColumn": expectedFindings[index].endColumn])
            let fingerprints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            XCTAssertEqual(fingerprints, ["archlint/v1": fingerprint(of: expectedFindings[index]) + ":1"])
        }
    }

    func testSARIFIsIdenticalOnEveryMachineAndInputOrder() {
        let here = renderReport(F.findings, format: .sarif, context: F.context())
        var elsewhere = F.context(currentDirectory: "/tmp")
        elsewhere.projectRoot = "/Users/someone/checkout"
        elsewhere.repositoryRoot = "/Users/someone/checkout"
        XCTAssertEqual(renderReport(F.findings.reversed(), format: .sarif, context: elsewhere), here)
    }

    /// Findings in report order come back as they are; out of it, in it (one pair swapped in the middle, or reversed).
    func testFindingsArePutInReportOrder() {
        let ordered = F.findings.sorted(by: Finding.reportOrder)
        XCTAssertGreaterThanOrEqual(ordered.count, 3)
        XCTAssertEqual(Finding.inReportOrder(ordered), ordered)
        var swapped = ordered
        swapped.swapAt(1, 2)
        XCTAssertNotEqual(swapped, ordered)
        XCTAssertEqual(Finding.inReportOrder(swapped), ordered)
        XCTAssertEqual(Finding.inReportOrder(ordered.reversed()), ordered)
        XCTAssertEqual(Finding.inReportOrder([]), [])
    }

    func testSARIFDescriptionsAreTrimmedAndLimited() throws {
        var rule = F.rules[1]
        rule.rationale = "  " + String(repeating: "word ", count: 400) + "\n"
        let report = renderReport([], format: .sarif, context: F.context(rules: [rule]))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let full = try XCTUnwrap(((driver["rules"] as? [[String: Any]])?.first?["fullDescription"] as? [String: Any])?["text"] as? String)
        XCTAssertLessThanOrEqual(full.unicodeScalars.count, 1024)
        XCTAssertGreaterThan(full.unicodeScalars.count, 1000)
        XCTAssertTrue(full.hasPrefix("word word"))
        XCTAssertTrue(full.hasSuffix("…"))
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
    }

    func testSARIFGivesUnlistedRulesAnEntry() throws {
        var finding = F.spacedWarning
        finding.ruleID = "unused_suppression"
        let report = renderReport([finding, F.error], format: .sarif, context: F.context())
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ruleIDs = try XCTUnwrap((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String })
        XCTAssertEqual(ruleIDs, ["credentials_in_defaults", "init_injection", "unused_suppression"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.first?["ruleId"] as? String, "unused_suppression")
        XCTAssertEqual(results.first?["ruleIndex"] as? Int, 2)
    }

    private func sarifRun(_ findings: [Finding], context: ReportContext) throws -> [String: Any] {
        let report = renderReport(findings, format: .sarif, context: context)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        return try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    }

    func testSARIFCountsColumnsInUnicodeScalarsAndPathsFromTheRepositoryRoot() throws {
        let finding = Finding(ruleID: "inheritance_depth", severity: .warning, path: "App/File.swift", line: 3, column: 24,
                              endLine: 3, endColumn: 29, message: "'Café' is 2 levels deep", lineText: "/* 🚗 */ final class Café: Car {}")
        var context = F.context()
        context.projectRoot = "/work/repo/ios"
        context.repositoryRoot = "/work/repo"
        let run = try sarifRun([finding], context: context)
        let physical = try XCTUnwrap((((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: String])?["uri"], "ios/App/File.swift")
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 3, "startColumn": 21, "endLine": 3, "endColumn": 25])
    }

    func testSARIFFingerprintsTellApartFindingsOnOneLine() throws {
        var second = F.error
        second.column = 30
        let run = try sarifRun([F.error, second, F.spacedWarning], context: F.context())
        let values = try XCTUnwrap(run["results"] as? [[String: Any]]).compactMap { ($0["partialFingerprints"] as? [String: String])?["archlint/v1"] }
        let identity = fingerprint(of: F.error)
        XCTAssertEqual(values, [fingerprint(of: F.spacedWarning) + ":1", identity + ":1", identity + ":2"])
    }

    func testSARIFSecurityRulesAreRankedByTheirId() throws {
        var keychain = F.rules[0]
        keychain.id = "keychain_accessibility"
        let run = try sarifRun([], context: F.context(rules: [keychain, F.rules[1]]))
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let properties = try XCTUnwrap(rules[0]["properties"] as? [String: Any])
        XCTAssertEqual(properties["tags"] as? [String], ["security", "architecture", "external/cwe/cwe-922"])
        XCTAssertEqual(properties["security-severity"] as? String, "5.5")
        XCTAssertNil((rules[1]["properties"] as? [String: Any])?["security-severity"])
    }

    func testSARIFInvocationListsSkippedFilesAndWarnings() throws {
        var context = F.context()
        context.run = RunRecord(exitStatus: 2, skippedFiles: [
            SkippedFile(path: F.projectRoot + "/Sources/Bad/Latin1.swift", reason: "not UTF-8 text (byte 0xE9 at line 1, column 16)"),
            SkippedFile(path: "/elsewhere/Outside.swift", reason: "outside the project root ."),
        ], warnings: ["archlint: warning: Sources/Link.swift: symbolic link to a file outside the project root; not read"])
        let invocation = try XCTUnwrap((try sarifRun([F.error], context: context)["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.map { $0["level"] as? String }, ["error", "error", "warning"])
        XCTAssertEqual(notifications.map { ($0["message"] as? [String: String])?["text"] }, [
            "not UTF-8 text (byte 0xE9 at line 1, column 16); skipped",
            "Outside.swift: outside the project root .; skipped",
            "Sources/Link.swift: symbolic link to a file outside the project root; not read",
        ])
        let uri = ((((notifications[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"]
        XCTAssertEqual(uri, "Sources/Bad/Latin1.swift")
        XCTAssertNil(notifications[1]["locations"], "a file outside the repository has no location")
        XCTAssertFalse(renderReport([F.error], format: .sarif, context: context).contains("/elsewhere"))
    }

    func testSARIFPassesStrictChecker() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var odd = F.error
        odd.path = "Sources/a:b #1?/100% ü.swift"
        var recorded = F.context()
        recorded.run = RunRecord(exitStatus: 2, skippedFiles: [SkippedFile(path: F.projectRoot + "/Sources/Bad Logo.swift", reason: "binary file")],
                                 warnings: ["archlint: warning: no Swift files in Docs; nothing was linted"])
        for (name, findings, context) in [("three", F.findings, F.context()), ("none", [], F.context()), ("odd", [odd], F.context()),
                                          ("recorded", F.findings, recorded)] {
            try checkSARIFStrictly(renderReport(findings, format: .sarif, context: context), name: name)
        }
    }
}

/// Runs the shared checker (`check-sarif --strict`, in `../shared/tools` beside the repository) on
/// `report` where it and jsonschema are present; elsewhere the test is skipped, saying why.
func checkSARIFStrictly(_ report: String, name: String = "report", file: StaticString = #filePath, line: UInt = #line) throws {
    let checker = RuleFixtureSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/check-sarif").path
    guard FileManager.default.isExecutableFile(atPath: checker) else {
        throw XCTSkip("no SARIF checker at ../shared/tools/check-sarif beside the repository (\(checker))")
    }
    guard runCommand(["python3", "-c", "import jsonschema"]).status == 0 else {
        throw XCTSkip("python3 with jsonschema is not installed")
    }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/\(name).sarif"
    try AtomicFile.write(report, to: path)
    let outcome = runCommand([checker, "--strict", path])
    XCTAssertEqual(outcome.status, 0, "\(name): \(outcome.output)", file: file, line: line)
}

/// The path of the command `name` (on PATH, or where Homebrew puts it). Where it is missing the test
/// is skipped, except in CI (`CI` set, as `.ci/run` does), which installs the tools tests need, so
/// there a missing one fails the test.
func installedTool(_ name: String) throws -> String {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        + ["/usr/bin", "/opt/homebrew/bin", "/usr/local/bin"]
    if let path = folders.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile) { return path }
    if !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty { XCTFail("\(name) is not installed, and CI must run this test") }
    throw XCTSkip("\(name) is not installed")
}

/// Runs a command found on PATH; its standard output and error together.
func runCommand(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// A fresh empty directory under the system's temporary directory.
func temporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("archlint-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
