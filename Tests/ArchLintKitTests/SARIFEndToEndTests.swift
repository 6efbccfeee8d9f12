import Foundation
import XCTest
@testable import ArchLintKit

/// SARIF as GitHub code scanning reads it, from the built executable: in a monorepo whose
/// `ios/.archlint.yml` makes `ios` the project root, locations are relative to the repository root
/// (`ios/App/…`), fingerprints survive edits above a finding and tell apart two findings on one line,
/// `invocations[0]` records the exit code and every skipped file, and the log passes
/// `check-sarif --strict`.
final class SARIFEndToEndTests: XCTestCase {
    /// `Feed.swift` has an emoji before `Café` (byte column 24, scalar column 21) and two
    /// init_injection findings on one line, in one declaration.
    static let feed = """
        import Foundation

        /* 🚗 */ final class Café: Car {}

        final class FeedModel {
            private let loaders = [ImageLoader(), ImageLoader()]
        }

        """

    private func monorepo(git: Bool = true) throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write("ios/.archlint.yml", """
            disabled_rules: [credentials_in_defaults, explicit_coding_keys, main_actor_view_model]

            """)
        try project.write("ios/App/Vehicle.swift", "class Vehicle {}\nclass Car: Vehicle {}\n")
        try project.write("ios/App/Feed.swift", Self.feed)
        try project.write("android/README.md", "Not Swift.\n")
        if git {
            let result = runCommand(["git", "init", "-q", project.root.path])
            guard result.status == 0 else { throw XCTSkip("git is not available: \(result.output)") }
        }
        return project
    }

    private func sarif(_ text: String) throws -> (run: [String: Any], results: [[String: Any]]) {
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        return (run, try XCTUnwrap(run["results"] as? [[String: Any]]))
    }

    private func location(_ result: [String: Any]) -> (uri: String?, region: [String: Int]?) {
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, physical?["region"] as? [String: Int])
    }

    private func fingerprints(_ results: [[String: Any]]) -> [String] {
        results.compactMap { ($0["partialFingerprints"] as? [String: String])?["archlint/v1"] }
    }

    func testMonorepoLocationsAreRelativeToTheRepositoryRoot() throws {
        let project = try monorepo()
        // Run from inside the project, as a CI step with `working-directory: ios` would.
        let result = project.run(["lint", "--format", "sarif"], directory: "ios")
        XCTAssertEqual(result.status, 0, result.stderr)
        let (run, results) = try sarif(result.stdout)
        XCTAssertEqual(results.count, 3, result.stdout)
        XCTAssertEqual(Set(results.map { location($0).uri }), ["ios/App/Feed.swift"])
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let cafe = try XCTUnwrap(results.first { $0["ruleId"] as? String == "inheritance_depth" })
        XCTAssertEqual(location(cafe).region, ["startLine": 3, "startColumn": 21, "endLine": 3, "endColumn": 25])

        // github annotations name the same path; text stays relative to the current directory, in bytes.
        let github = project.run(["lint", "--format", "github"], directory: "ios")
        XCTAssertTrue(github.stdout.contains("::warning file=ios/App/Feed.swift,line=3,col=24,title=inheritance_depth::"), github.stdout)
        let text = project.run(["lint"], directory: "ios")
        XCTAssertTrue(text.stdout.hasPrefix("App/Feed.swift:3:24: warning: "), text.stdout)

        // Without a git work tree, the project root is the base.
        let alone = try monorepo(git: false)
        let plain = try sarif(alone.run(["lint", "--format", "sarif"], directory: "ios").stdout)
        XCTAssertEqual(Set(plain.results.map { location($0).uri }), ["App/Feed.swift"])
    }

    func testFingerprintsSurviveEditsAboveAndDifferOnOneLine() throws {
        let project = try monorepo()
        let before = try sarif(project.run(["lint", "--format", "sarif"], directory: "ios").stdout).results
        let loaders = before.filter { $0["ruleId"] as? String == "init_injection" }
        XCTAssertEqual(loaders.count, 2)
        XCTAssertEqual(Set(loaders.map { location($0).region?["startLine"] }), [6])
        XCTAssertEqual(Set(fingerprints(before)).count, 3, "\(fingerprints(before))")

        try project.write("ios/App/Feed.swift", "// Feed models.\n\nimport os\n" + Self.feed)
        let after = try sarif(project.run(["lint", "--format", "sarif"], directory: "ios").stdout).results
        XCTAssertEqual(after.map { location($0).region?["startLine"] }, before.map { location($0).region?["startLine"].map { $0 + 3 } })
        XCTAssertEqual(fingerprints(after), fingerprints(before))
    }

    func testInvocationRecordsExitCodeAndSkippedFiles() throws {
        let project = try monorepo()
        try project.write("ios/App/Logo.swift", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0])
        let result = project.run(["lint", "--format", "sarif", "--output", "report.sarif"], directory: "ios")
        XCTAssertEqual(result.status, 2, result.stderr)
        let report = try project.read("ios/report.sarif")
        let (run, _) = try sarif(report)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications[0]["level"] as? String, "error")
        XCTAssertEqual((notifications[0]["message"] as? [String: Any])?["text"] as? String, "binary file (NUL byte at offset 4); skipped")
        XCTAssertEqual(location(notifications[0]).uri, "ios/App/Logo.swift")
        try checkSARIFStrictly(report)

        try project.write("ios/.archlint.yml", "inheritance_depth:\n  severity: error\n")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("ios/App/Logo.swift"))
        let failing = project.run(["lint", "--format", "sarif"], directory: "ios")
        XCTAssertEqual(failing.status, 1)
        let failed = try XCTUnwrap((try sarif(failing.stdout).run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(failed["exitCode"] as? Int, 1)
        XCTAssertEqual(failed["executionSuccessful"] as? Bool, true, "findings do not make the analysis fail")
        XCTAssertNil(failed["toolExecutionNotifications"])
        try checkSARIFStrictly(failing.stdout)
    }
}
