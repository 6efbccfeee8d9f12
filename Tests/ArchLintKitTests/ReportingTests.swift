import Foundation
import XCTest
@testable import ArchLintKit

final class ReportingTests: XCTestCase {
    typealias F = ReportingFixtures

    // MARK: text

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
    }

    // MARK: json

    /// Paths as in the text format: relative to the current directory (cli.md).
    func testJSONReport() {
        XCTAssertEqual(renderReport(F.findings, format: .json, context: F.context(currentDirectory: F.projectRoot + "/Sources")), """
            [
              {"rule": "init_injection", "severity": "warning", "path": "App/Profile View.swift", "line": 12, "column": 24, "message": "ProfileViewModel creates its NetworkClient itself; pass it in through init."},
              {"rule": "credentials_in_defaults", "severity": "error", "path": "App/Session.swift", "line": 40, "column": 9, "message": "The value of 'authToken' is written to UserDefaults."},
              {"rule": "init_injection", "severity": "warning", "path": "Ünïcode/Café.swift", "line": 3, "column": 5, "message": "Café creates its Store itself; pass it in through init."}
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

    func testGitHubCommands() {
        XCTAssertEqual(renderReport(F.findings, format: .github, context: F.context(currentDirectory: "/home/dev/My Project/Sources")), """
            ::warning file=App/Profile View.swift,line=12,col=24,title=init_injection::ProfileViewModel creates its NetworkClient itself; pass it in through init.
            ::error file=App/Session.swift,line=40,col=9,title=credentials_in_defaults::The value of 'authToken' is written to UserDefaults.
            ::warning file=Ünïcode/Café.swift,line=3,col=5,title=init_injection::Café creates its Store itself; pass it in through init.

            """)
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
        let help = try XCTUnwrap((initRule["help"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(help.contains("Dependencies come in through init."))
        XCTAssertTrue(help.contains("cannot be tested with fakes"))
        XCTAssertTrue(help.contains("archlint:disable:next init_injection"))
        XCTAssertEqual((initRule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        XCTAssertEqual((initRule["properties"] as? [String: Any])?["tags"] as? [String], ["architecture"])

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
            XCTAssertEqual(fingerprints, ["archlint/v1": fingerprint(of: expectedFindings[index])])
        }
    }

    func testSARIFIsIdenticalOnEveryMachineAndInputOrder() {
        let here = renderReport(F.findings, format: .sarif, context: F.context())
        var elsewhere = F.context(currentDirectory: "/tmp")
        elsewhere.projectRoot = "/Users/someone/checkout"
        XCTAssertEqual(renderReport(F.findings.reversed(), format: .sarif, context: elsewhere), here)
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

    /// Runs the shared checker when this machine has it; the suite never needs /work/shared.
    func testSARIFPassesStrictChecker() throws {
        let checker = "/work/shared/tools/check-sarif"
        guard FileManager.default.isExecutableFile(atPath: checker) else { throw XCTSkip("\(checker) is not installed") }
        guard run(["/usr/bin/env", "python3", "-c", "import jsonschema"]).status == 0 else {
            throw XCTSkip("python3 with jsonschema is not installed")
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var odd = F.error
        odd.path = "Sources/a:b #1?/100% ü.swift"
        for (name, findings) in [("three", F.findings), ("none", []), ("odd", [odd])] {
            let path = directory + "/\(name).sarif"
            try AtomicFile.write(renderReport(findings, format: .sarif, context: F.context()), to: path)
            let outcome = run([checker, "--strict", path])
            XCTAssertEqual(outcome.status, 0, "\(name): \(outcome.output)")
        }
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// A fresh empty directory under the system's temporary directory.
func temporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("archlint-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
