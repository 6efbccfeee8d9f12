import XCTest
@testable import ArchLintKit

/// The examples in `Rules/<id>.yml` run as tests: `↓` marks each position the rule must report,
/// and non-triggering examples must report nothing.
final class RuleExampleTests: XCTestCase {
    func testEveryCatalogExampleBehavesAsDocumented() throws {
        var checked = 0
        for rule in RuleCatalog.builtIn.rules where registeredRules.contains(where: { $0.id == rule.id }) {
            for (number, example) in rule.examples.enumerated() {
                let folder = try RuleFixtureSupport.makeTemporaryFolder()
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let (code, expected) = Self.stripMarkers(example.code, path: example.path)
                try RuleFixtureSupport.write(RuleFixtureSupport.configuration(rule: rule.id, options: example.configuration, optIn: rule.optIn),
                                             to: folder + "/.archlint.yml")
                try RuleFixtureSupport.write(code, to: folder + "/" + example.path)
                for (path, text) in example.otherFiles { try RuleFixtureSupport.write(text, to: folder + "/" + path) }
                let actual = try RuleFixtureSupport.findings(of: rule.id, inProject: folder)
                XCTAssertEqual(actual, expected, "\(rule.id) example \(number + 1) (\(example.expectation.rawValue)):\n\(example.code)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "no rule has runnable examples")
    }

    /// Removes `↓` markers; returns the code and `path:line:column` of each marked token.
    static func stripMarkers(_ code: String, path: String) -> (String, [String]) {
        var clean = ""
        var positions: [String] = []
        var line = 1, column = 1
        for scalar in code.unicodeScalars {
            if scalar == "↓" {
                positions.append("\(path):\(line):\(column)")
                continue
            }
            clean.unicodeScalars.append(scalar)
            // Columns count UTF-8 bytes, as archlint's do.
            if scalar == "\n" { line += 1; column = 1 } else { column += scalar.utf8.count }
        }
        return (clean, positions.sorted())
    }
}
