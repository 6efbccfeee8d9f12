import Foundation
import XCTest
@testable import ArchLintKit

/// Each rule file's one-line title and summary reach the catalog whole: an unquoted ` #` in YAML
/// starts a comment, which would cut the sentence short (`Prefer the #Preview macro` read as
/// `Prefer the`) in `explain`, `init`, SARIF and the report.
final class RuleFileTextTests: XCTestCase {
    /// The text of `key:` on its line of `yaml`, unquoted as YAML reads a single-line scalar that
    /// holds no comment.
    private func writtenValue(of key: String, in yaml: String) -> String? {
        guard let line = yaml.split(separator: "\n").first(where: { $0.hasPrefix(key + ": ") }) else { return nil }
        let value = line.dropFirst(key.count + 2).trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
        }
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        return value
    }

    func testEveryTitleAndSummaryIsTheWholeLineOfItsFile() throws {
        let folder = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Rules")
        for rule in RuleCatalog.builtIn.rules {
            let yaml = try String(contentsOf: folder.appendingPathComponent(rule.id + ".yml"), encoding: .utf8)
            XCTAssertEqual(rule.title, writtenValue(of: "title", in: yaml), rule.id)
            XCTAssertEqual(rule.summary, writtenValue(of: "summary", in: yaml), rule.id)
            XCTAssertFalse(rule.title.isEmpty || rule.summary.isEmpty, rule.id)
        }
    }

    /// What users read: `explain` and `init` print the preview rule's title whole.
    func testPreviewMacroTitleKeepsTheMacroName() throws {
        let rule = try XCTUnwrap(RuleCatalog.builtIn["preview_macro"])
        XCTAssertEqual(rule.title, "Prefer the #Preview macro")
        XCTAssertTrue(RuleCatalog.explainText(for: rule).contains("Prefer the #Preview macro"))
    }
}
