import Foundation
import XCTest
@testable import ArchLintKit

/// The README is the user guide: its rules table is the catalog's, the configuration it shows is
/// one archlint accepts, it stays short, and neither it nor `docs/` reads as a diary.
final class ReadmeTests: XCTestCase {
    private static let repositoryRoot = RuleFixtureSupport.repositoryRoot

    private func readme() throws -> String {
        try String(contentsOf: Self.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The rows of the README's rules table (`| id | default | checklist line |`).
    private func rulesTableRows() throws -> [String] {
        let lines = try readme().split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(of: "| id | default | checklist line |") else { return [] }
        return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    }

    /// Each rule has one row `| \`id\` | default | checklist line |`: the default starts with the
    /// rule's severity and says "opt-in" exactly for opt-in rules; the line is the catalog's (the
    /// README may set names in code type); and every row is a rule's.
    func testRulesTableIsTheCatalog() throws {
        let rows = try rulesTableRows()
        XCTAssertEqual(rows.count, RuleCatalog.builtIn.rules.count, "\(rows)")
        for rule in RuleCatalog.builtIn.rules {
            let matching = rows.filter { $0.hasPrefix("| `\(rule.id)` | ") }
            XCTAssertEqual(matching.count, 1, "README rows for \(rule.id): \(matching)")
            guard let row = matching.first else { continue }
            let columns = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            XCTAssertEqual(columns.count, 3, row)
            guard columns.count == 3 else { continue }
            XCTAssertEqual(columns[2].replacingOccurrences(of: "`", with: ""), rule.checklist.replacingOccurrences(of: "`", with: ""),
                           "checklist line of \(rule.id)")
            XCTAssertTrue(columns[1].hasPrefix(rule.defaultSeverity.rawValue), "default of \(rule.id): \(columns[1])")
            XCTAssertEqual(columns[1].contains("opt-in"), rule.optIn, "opt-in of \(rule.id): \(columns[1])")
        }
    }

    /// The configuration example, as written, is valid: archlint lints with it (exit 0 or 1, never
    /// the configuration error's 2), and it configures a rule's severity and an option.
    func testConfigurationExampleIsAcceptedAsWritten() throws {
        let configuration = try IntegrationSnippetTests.readmeSnippet("yaml", containing: "disabled_rules:")
        XCTAssertTrue(configuration.contains("  severity: error"), configuration)
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", configuration)
        try project.write("Sources/Garage/Vehicles.swift", "class Vehicle {}\nclass Car: Vehicle {}\nfinal class SportsCar: Car {}\n")
        let result = project.run(["lint", "--quiet"])
        XCTAssertEqual(result.stderr, "")
        // max_depth: 2 in the example lets the two-level chain pass.
        XCTAssertEqual(result.status, 0, result.stdout)
        let broken = project.run(["lint", "--quiet", "--config", ".archlint.yml", "--disable", "no_such_rule"])
        XCTAssertEqual(broken.status, 2, "the run can fail on configuration: \(broken.stderr)")
    }

    /// A guide a newcomer reads to the end, and text about archlint, not about how it was built.
    func testReadmeIsShortAndNoDocumentReadsAsADiary() throws {
        let readme = try readme()
        XCTAssertLessThan(readme.split(separator: "\n", omittingEmptySubsequences: false).count, 600)
        let docs = Self.repositoryRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let diary = try NSRegularExpression(pattern: #"\b(this|last|next|earlier) session\b|\bsessions? [0-9]+\b|\bsitting\b"#,
                                            options: [.caseInsensitive])
        for (name, text) in [("README.md", readme)] + (try names.map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }) {
            let match = diary.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            XCTAssertNil(match, "\(name) reads as a diary: \(match.map { (text as NSString).substring(with: $0.range) } ?? "")")
        }
    }

    /// Every link to a document under `docs/` names a file that exists.
    func testReadmeLinksToDocsThatExist() throws {
        let links = try NSRegularExpression(pattern: #"\]\((docs/[^)#]+)"#)
        let readme = try readme()
        let found = links.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).map {
            (readme as NSString).substring(with: $0.range(at: 1))
        }
        XCTAssertFalse(found.isEmpty)
        for path in found {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repositoryRoot.appendingPathComponent(path).path), path)
        }
    }
}
