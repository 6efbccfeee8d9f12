import Foundation
import XCTest
@testable import ArchLintKit

/// rules.md "Project root": a checkout without git finds its root by its project files, so one file
/// linted alone (also as an editor buffer) gives its whole-project findings, and every format's paths
/// follow cli.md. The repository is a git checkout, so these tests build their layouts in temporary
/// folders; `$HOME` is set to the temporary folder, below which the search stays.
final class ProjectRootTests: XCTestCase {
    /// An XcodeGen checkout holding a SwiftPM module: the outermost folder with a project file is `Checkout`.
    static let checkout = [
        "project.yml": "name: Checkout\n",
        "App/Checkout.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
        "App/Base/BaseViewModel.swift": "class BaseViewModel {\n    var isLoading = false\n}\n",
        "Modules/Feed/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Feed\", targets: [.target(name: \"Feed\")])\n",
        "Modules/Feed/Sources/Feed/FeedViewModel.swift": "final class FeedViewModel: BaseViewModel {\n    var items: [String] = []\n}\n",
        "Modules/Feed/Sources/Feed/FeedListViewModel.swift": "class FeedListViewModel: BaseViewModel {}\n\nfinal class PagedFeedViewModel: FeedListViewModel {}\n",
    ]

    func testCheckoutWithoutGitGivesTheFindingsOfTheSameCheckoutWithGit() throws {
        let home = try temporaryFolder()
        let root = home + "/Checkout"
        try write(Self.checkout, under: root)
        let feed = root + "/Modules/Feed"
        let file = "Sources/Feed/FeedViewModel.swift"

        let whole = run(["lint", "--no-cache", "--format", "json", "."], in: root, home: home)
        let alone = run(["lint", "--no-cache", "--format", "json", file], in: feed, home: home)
        let buffer = try String(contentsOfFile: feed + "/" + file, encoding: .utf8)
        let edited = run(["lint", "--no-cache", "--format", "json", "--stdin-path", file], in: feed, home: home, standardInput: buffer)
        let wholeFindings = try findings(whole.stdout)
        XCTAssertEqual(wholeFindings.filter { $0.rule == "main_actor_view_model" }.count, 4, whole.stdout)
        // Paths relative to the current directory (cli.md: json as text), the same file in all three runs.
        let expected = wholeFindings.filter { $0.path == "Modules/Feed/" + file }
            .map { Finding(rule: $0.rule, path: file, line: $0.line, message: $0.message) }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(try findings(alone.stdout), expected, alone.stdout + alone.stderr)
        XCTAssertEqual(try findings(edited.stdout), expected, edited.stdout + edited.stderr)
        // The message counts the base's view models from the project index, not from the files linted.
        XCTAssertTrue(expected.contains { $0.message.contains("'BaseViewModel' (App/Base/BaseViewModel.swift:1) @MainActor to fix it and 3 others") },
                      "\(expected)")
        let text = run(["lint", "--no-cache", "--quiet", file], in: feed, home: home)
        XCTAssertTrue(text.stdout.hasPrefix(file + ":1:13: warning: view model 'FeedViewModel'"), text.stdout)

        // The same checkout with git: the same findings.
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let withGit = run(["lint", "--no-cache", "--format", "json", file], in: feed, home: home)
        XCTAssertEqual(try findings(withGit.stdout), expected)
    }

    func testTheHomeFolderAndWhatIsAboveItAreNeverTheRoot() throws {
        let home = try temporaryFolder()
        // A home folder holding a Package.swift (a scratch package) must not pull every folder below it together.
        try write([
            "Package.swift": "// swift-tools-version:5.9\n",
            "Shared/Vehicle.swift": "class Vehicle {}\nclass Car: Vehicle {}\n",
            "Scratch/SportsCar.swift": "final class SportsCar: Car {}\n",
        ], under: home)
        let scratch = run(["lint", "--no-cache", "--format", "json", "SportsCar.swift"], in: home + "/Scratch", home: home)
        XCTAssertEqual(try findings(scratch.stdout), [], "the root is the folder given, not the home folder")
        // Below the home folder, the outermost folder with a project file is the root.
        try write(["Package.swift": "// swift-tools-version:5.9\n"], under: home + "/Scratch")
        try write(["Sources/Car.swift": "class Vehicle {}\nclass Car: Vehicle {}\n"], under: home + "/Scratch")
        let package = run(["lint", "--no-cache", "--format", "json", "SportsCar.swift"], in: home + "/Scratch", home: home)
        XCTAssertEqual(try findings(package.stdout).map(\.rule), ["inheritance_depth"], package.stdout)
    }

    func testStatisticsCountPerRuleAndPerRootCauseMostFrequentFirst() throws {
        let folder = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/main_actor_view_model/report_shared_base_view_model").path
        let result = run(["lint", "--no-cache", "--quiet", "--statistics", "."], in: folder, home: nil)
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, """
            6  main_actor_view_model  mark view models @MainActor
            5    'BaseViewModel' (Sources/Base/BaseViewModel.swift:3)  mark it @MainActor
            1  inheritance_depth      compose instead of subclassing

            """)
        let json = run(["lint", "--statistics", "--format", "json", "."], in: folder, home: nil)
        XCTAssertEqual(json.status, .usageOrSetupError)
        XCTAssertEqual(json.stderr, "archlint: option '--statistics' prints text; it takes no '--format json'\n")
    }

    /// rules.md §2 (rev 7): `--statistics` names `allowed_types` beside a singleton reached from many
    /// types, as the other way to settle that root cause; a type listed there is no root cause at all.
    func testStatisticsNameAllowedTypesBesideASharedSingleton() throws {
        let fixture = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/init_injection/report_singleton_use_counts").path
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: fixture + "/App", toPath: folder + "/App")
        try write([".archlint.yml": "# root\n"], under: folder)
        let result = run(["lint", "--no-cache", "--quiet", "--statistics", "--disable", "main_actor_view_model", "."], in: folder, home: nil)
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, """
            4  init_injection  inject dependencies through init
            3    'SessionManager.shared'  inject one instance through init, or accept it: allowed_types: [SessionManager]

            """)
        try write([".archlint.yml": "init_injection:\n  allowed_types: [SessionManager]\n"], under: folder)
        let allowed = run(["lint", "--no-cache", "--quiet", "--statistics", "--disable", "main_actor_view_model", "."], in: folder, home: nil)
        XCTAssertEqual(allowed.stdout, "1  init_injection  inject dependencies through init\n")
    }

    // MARK: - helpers

    struct Finding: Equatable, CustomStringConvertible {
        var rule: String
        var path: String
        var line: Int
        var message: String
        var description: String { "\(path):\(line) \(rule): \(message)" }
    }

    private func findings(_ json: String) throws -> [Finding] {
        let objects = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return objects.map {
            Finding(rule: $0["rule"] as? String ?? "", path: $0["path"] as? String ?? "", line: $0["line"] as? Int ?? 0,
                    message: $0["message"] as? String ?? "")
        }
    }

    private func run(_ arguments: [String], in directory: String, home: String?, standardInput: String = "")
        -> (status: ExitStatus, stdout: String, stderr: String) {
        var stdout = ""
        var stderr = ""
        let context = ToolContext(currentDirectory: directory, environment: home.map { ["HOME": $0] } ?? [:],
                                  standardOutputIsTerminal: false, readStandardInput: { Array(standardInput.utf8) },
                                  writeStandardOutput: { stdout += $0 }, writeStandardError: { stderr += $0 })
        return (ArchLintTool.run(arguments, context: context), stdout, stderr)
    }

    private func write(_ files: [String: String], under folder: String) throws {
        for (path, text) in files { try RuleFixtureSupport.write(text, to: folder + "/" + path) }
    }

    private func temporaryFolder() throws -> String {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        // Resolved, so that a temporary folder behind a symbolic link (macOS /var → /private/var) compares equal.
        return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }
}
