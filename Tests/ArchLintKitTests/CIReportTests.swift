import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ArchLintKit

/// The CI formats, each checked against what its consumer reads: the JUnit XML schema and the
/// Checkstyle DTD written for these tests (`Tests/Schemas`, validated with `xmllint`), and the Code
/// Climate issue spec's required fields with GitLab's.
final class CIReportTests: XCTestCase {
    typealias F = ReportingFixtures

    private static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Schemas")

    /// Findings whose messages and paths need escaping in XML: markup characters, quotes, a line
    /// break, a control character XML forbids, and non-ASCII text.
    private var awkwardFindings: [Finding] {
        var markup = F.error
        markup.path = "Sources/A & B/<Tag> \"q\" 'a'.swift"
        markup.message = "Use <Keychain> & \"quotes\" 'here'\nsecond line\u{1}, café 🚗"
        var second = F.error
        second.column = 30
        return F.findings + [markup, second]
    }

    /// A repository whose project root is its `ios` folder.
    private func monorepoContext() -> ReportContext {
        var context = F.context()
        context.repositoryRoot = "/home/dev"
        return context
    }

    // MARK: - checkstyle

    func testCheckstyleReport() {
        XCTAssertEqual(renderReport(F.findings, format: .checkstyle, context: monorepoContext()), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="My Project/Sources/App/Profile View.swift">
                <error line="12" column="24" severity="warning" message="ProfileViewModel creates its NetworkClient itself; pass it in through init." source="archlint.init_injection"/>
              </file>
              <file name="My Project/Sources/App/Session.swift">
                <error line="40" column="9" severity="error" message="The value of &apos;authToken&apos; is written to UserDefaults." source="archlint.credentials_in_defaults"/>
              </file>
              <file name="My Project/Sources/Ünïcode/Café.swift">
                <error line="3" column="5" severity="warning" message="Café creates its Store itself; pass it in through init." source="archlint.init_injection"/>
              </file>
            </checkstyle>

            """)
        XCTAssertEqual(renderReport([], format: .checkstyle, context: F.context()),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    func testCheckstyleMatchesTheDTDAndParsesBack() throws {
        let report = renderReport(awkwardFindings, format: .checkstyle, context: F.context())
        try validate(report, with: ["--dtdvalid", Self.schemas.appendingPathComponent("checkstyle.dtd").path])
        let document = try XMLDocument(data: Data(report.utf8))
        let errors = try document.nodes(forXPath: "/checkstyle/file/error") as? [XMLElement] ?? []
        XCTAssertEqual(errors.count, awkwardFindings.count)
        let markup = try XCTUnwrap(errors.first { $0.attribute(forName: "message")?.stringValue?.hasPrefix("Use") == true })
        XCTAssertEqual(markup.attribute(forName: "message")?.stringValue,
                       "Use <Keychain> & \"quotes\" 'here'\nsecond line\u{FFFD}, café 🚗")
        XCTAssertEqual((markup.parent as? XMLElement)?.attribute(forName: "name")?.stringValue,
                       "Sources/A & B/<Tag> \"q\" 'a'.swift")
    }

    // MARK: - junit

    func testJUnitReportHasASuitePerRuleAndAFailurePerFinding() throws {
        let report = renderReport(F.findings, format: .junit, context: monorepoContext())
        let document = try XMLDocument(data: Data(report.utf8))
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "3")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "3")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { $0.attribute(forName: "name")?.stringValue }, ["credentials_in_defaults", "init_injection"])
        XCTAssertEqual(suites.map { $0.attribute(forName: "tests")?.stringValue }, ["1", "2"])
        let cases = suites[1].elements(forName: "testcase")
        XCTAssertEqual(cases.map { $0.attribute(forName: "classname")?.stringValue },
                       ["My Project/Sources/App/Profile View.swift", "My Project/Sources/Ünïcode/Café.swift"])
        let failure = try XCTUnwrap(cases[0].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "warning")
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, F.spacedWarning.message)
        XCTAssertEqual(failure.stringValue, "My Project/Sources/App/Profile View.swift:12:24: warning: \(F.spacedWarning.message) [init_injection]")
        // A rule without findings is a suite without test cases.
        let clean = try XMLDocument(data: Data(renderReport([], format: .junit, context: F.context()).utf8))
        XCTAssertEqual(try clean.nodes(forXPath: "//testsuite").count, 2)
        XCTAssertEqual(try clean.nodes(forXPath: "//testcase").count, 0)
    }

    func testJUnitMatchesTheSchema() throws {
        for findings in [awkwardFindings, []] {
            let report = renderReport(findings, format: .junit, context: F.context())
            try validate(report, with: ["--schema", Self.schemas.appendingPathComponent("junit.xsd").path])
        }
    }

    // MARK: - gitlab

    func testGitLabReportHasTheCodeClimateAndGitLabFields() throws {
        let report = renderReport(awkwardFindings, format: .gitlab, context: monorepoContext())
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, awkwardFindings.count)
        // Code Climate's spec: type "issue", check_name, description, categories from its list, location.
        let categories: Set<String> = ["Bug Risk", "Clarity", "Compatibility", "Complexity", "Duplication", "Performance", "Security", "Style"]
        for issue in issues {
            XCTAssertEqual(issue["type"] as? String, "issue")
            XCTAssertFalse((issue["check_name"] as? String ?? "").isEmpty)
            XCTAssertFalse((issue["description"] as? String ?? "").isEmpty)
            let issueCategories = try XCTUnwrap(issue["categories"] as? [String])
            XCTAssertFalse(issueCategories.isEmpty)
            XCTAssertTrue(Set(issueCategories).isSubset(of: categories), "\(issueCategories)")
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            XCTAssertFalse((issue["fingerprint"] as? String ?? "").isEmpty)
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            let path = try XCTUnwrap(location["path"] as? String)
            XCTAssertFalse(path.hasPrefix("/") || path.hasPrefix("../"), path)
            let lines = try XCTUnwrap(location["lines"] as? [String: Int])
            XCTAssertGreaterThanOrEqual(lines["begin"] ?? 0, 1)
            XCTAssertGreaterThanOrEqual(lines["end"] ?? 0, lines["begin"] ?? 0)
        }
        // GitLab tells issues apart by fingerprint, even two of one rule on one line.
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count)
        let session = issues.first { ($0["location"] as? [String: Any])?["path"] as? String == "My Project/Sources/App/Session.swift" }
        XCTAssertEqual(session?["check_name"] as? String, "credentials_in_defaults")
        XCTAssertEqual(session?["severity"] as? String, "major")
        XCTAssertEqual(session?["categories"] as? [String], ["Security"])
        XCTAssertEqual(renderReport([], format: .gitlab, context: F.context()), "[]\n")
    }

    // MARK: - escaping

    func testXMLEscaping() {
        XCTAssertEqual(xmlEscaped("a<b>&\"c\"'d'\n\r\t\u{0}\u{1F}\u{FFFE}é🚗"),
                       "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;&#10;&#13;&#9;\u{FFFD}\u{FFFD}\u{FFFD}é🚗")
    }

    // MARK: - helpers

    /// Validates `report` with `xmllint`.
    private func validate(_ report: String, with arguments: [String]) throws {
        let xmllint = try installedTool("xmllint")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try report.write(toFile: directory + "/report.xml", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout"] + arguments + [directory + "/report.xml"]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output + report)
    }
}
