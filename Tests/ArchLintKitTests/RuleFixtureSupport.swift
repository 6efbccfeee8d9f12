import Foundation
@testable import ArchLintKit

/// Shared by the fixture and catalog-example tests: lint a folder as its own project and list
/// one rule's findings as `path:line:column`.
enum RuleFixtureSupport {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func findings(of rule: String, inProject folder: String, jobs: Int = 2) throws -> [String] {
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: jobs, currentDirectory: folder))
        return outcome.findings.filter { $0.ruleID == rule }.map { "\($0.path):\($0.line):\($0.column)" }.sorted()
    }

    /// Every `Fixtures/<rule>/<case>/` folder, in path order.
    static func fixtureCases() throws -> [(rule: String, name: String, folder: String)] {
        let fixtures = repositoryRoot.appendingPathComponent("Fixtures").path
        let manager = FileManager.default
        var cases: [(rule: String, name: String, folder: String)] = []
        for rule in try manager.contentsOfDirectory(atPath: fixtures).sorted() where !rule.hasPrefix(".") {
            guard ProjectFiles.isDirectory(fixtures + "/" + rule) else { continue }
            for name in try manager.contentsOfDirectory(atPath: fixtures + "/" + rule).sorted() where !name.hasPrefix(".") {
                cases.append((rule, name, fixtures + "/" + rule + "/" + name))
            }
        }
        return cases
    }

    /// `expected.txt` lines without comments and blanks, sorted.
    static func expectedFindings(_ file: String) throws -> [String] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
    }

    /// `path:line:column` of an expected line, which may go on with `: message`.
    static func location(ofExpectedLine line: String) -> String {
        var parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, Int(parts[1]) != nil, let column = Int(parts[2].prefix { $0.isNumber }), !parts[2].isEmpty {
            parts[2] = Substring(String(column))
            return parts[0...2].joined(separator: ":")
        }
        return line
    }

    static func makeTemporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "archlint-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A YAML mapping of one rule's option values, for an example's `.archlint.yml` (enabling the
    /// rule when it is opt-in).
    static func configuration(rule: String, options: [String: OptionValue], optIn: Bool = false) -> String {
        let enabling = optIn ? "opt_in_rules: [\(rule)]\n" : ""
        var yaml = enabling + "\(rule):\n"
        for (name, value) in options.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .bool(let flag): yaml += "  \(name): \(flag)\n"
            case .integer(let number): yaml += "  \(name): \(number)\n"
            case .string(let text): yaml += "  \(name): \"\(text)\"\n"
            case .stringList(let items): yaml += "  \(name): [" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
            }
        }
        return options.isEmpty ? "# example project root\n" + enabling : yaml
    }
}
