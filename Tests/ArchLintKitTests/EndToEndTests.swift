import Foundation
import XCTest

/// Runs the built `archlint` executable on small projects written to temporary directories and
/// checks what cli.md promises: exit codes, report formats, files written, baselines, stdin buffers,
/// determinism across `--jobs`, and suppression comments.
///
/// The executable is `$ARCHLINT_BIN`, else `.build/debug/archlint` of this package (which
/// `swift test` builds); the tests are skipped when neither exists.
final class EndToEndTests: XCTestCase {
    // MARK: - fixture

    /// Every rule but the two these tests are about is off, so findings come only from them.
    static let configuration = """
        disabled_rules: [credentials_in_defaults, explicit_coding_keys, init_injection, main_actor_view_model]

        """

    /// A two-level chain: `Car` is one level deep, which `max_depth: 1` allows.
    static let cleanFiles = [
        "Sources/Garage/Vehicle.swift": """
            import Foundation

            class Vehicle {
                var wheelCount = 4
            }

            """,
        "Sources/Garage/Car.swift": """
            class Car: Vehicle {
                var seatCount = 5
            }

            """,
    ]

    /// `SportsCar → Car → Vehicle` is two levels deep, reported at `SportsCar` (2:13).
    static let violatingFile = """
        /// A car tuned for speed.
        final class SportsCar: Car {
            var topSpeed = 300
        }

        """
    static let violationPath = "Sources/Garage/SportsCar.swift"

    private func project(configuration: String = configuration, violating: Bool = true) throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", configuration)
        for (path, text) in EndToEndTests.cleanFiles { try project.write(path, text) }
        if violating { try project.write(EndToEndTests.violationPath, EndToEndTests.violatingFile) }
        return project
    }

    private func textLine(_ path: String, _ line: Int, _ column: Int, _ severity: String) -> String {
        "\(path):\(line):\(column): \(severity): "
    }

    /// `after`: what follows the counts (`--strict`'s note, the baseline's count), as a pattern.
    private func assertSummary(_ stderr: String, errors: Int, warnings: Int, after: String = "", line: UInt = #line) {
        let pattern = "^[0-9]+ files? linted in [0-9]+\\.[0-9]{2} s: \(errors) errors?, \(warnings) warnings?\(after)\n$"
        XCTAssertNotNil(stderr.range(of: pattern, options: .regularExpression), "summary: \(stderr)", line: line)
    }

    // MARK: - exit codes

    func testCleanProjectExitsZero() throws {
        let result = try project(violating: false).run(["lint"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        assertSummary(result.stderr, errors: 0, warnings: 0)
    }

    func testQuietLeavesOutTheSummary() throws {
        let result = try project(violating: false).run(["lint", "--quiet"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
    }

    func testWarningFailsOnlyWithStrict() throws {
        let project = try project()
        let relaxed = project.run(["lint"])
        XCTAssertEqual(relaxed.status, 0)
        let lines = relaxed.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, relaxed.stdout)
        XCTAssertTrue(lines.first?.hasPrefix(textLine(EndToEndTests.violationPath, 2, 13, "warning")) == true, relaxed.stdout)
        XCTAssertTrue(lines.first?.contains("SportsCar") == true, relaxed.stdout)
        XCTAssertTrue(lines.first?.hasSuffix(" [inheritance_depth]") == true, relaxed.stdout)
        assertSummary(relaxed.stderr, errors: 0, warnings: 1)

        let strict = project.run(["lint", "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdout, relaxed.stdout)
        // The summary says why a run without errors fails.
        assertSummary(strict.stderr, errors: 0, warnings: 1, after: " \\(warnings fail with --strict\\)")
    }

    func testErrorFindingExitsOne() throws {
        let project = try project(configuration: EndToEndTests.configuration + "inheritance_depth:\n  severity: error\n")
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix(textLine(EndToEndTests.violationPath, 2, 13, "error")), result.stdout)
        assertSummary(result.stderr, errors: 1, warnings: 0)
    }

    func testUsageErrorsExitTwo() throws {
        let project = try project(violating: false)
        let cases: [([String], String)] = [
            (["lint", "--fromat", "json"], "archlint: unknown option '--fromat'; did you mean '--format'?\n"),
            (["lint", "--format", "xml"], "archlint: invalid value 'xml' for '--format'; expected one of: text, sarif, json, github, checkstyle, junit, gitlab\n"),
            (["lint", "--jobs", "0"], "archlint: invalid value '0' for '--jobs'; expected a positive integer\n"),
            (["lint", "--disable", "inheritance_dpth"], "archlint: unknown rule id 'inheritance_dpth' in '--disable'; did you mean 'inheritance_depth'?\n"),
            (["lnit"], "archlint: unknown command 'lnit'; did you mean 'init'?\n"),
            (["explain", "unused_supression"], "archlint: unknown rule id 'unused_supression'; did you mean 'unused_suppression'?\n"),
        ]
        for (arguments, message) in cases {
            let result = project.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
    }

    func testVersion() throws {
        let result = try project(violating: false).run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "archlint 0.1.0\n")
    }

    func testBadConfigurationExitsTwoWithItsPosition() throws {
        let project = try project(configuration: "inheritance_depth:\n  max_dept: 2\n")
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains(".archlint.yml:2:3: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("max_dept"), result.stderr)
    }

    /// A mistyped path in CI must not pass (more in `FileSafetyEndToEndTests`).
    func testFolderWithoutSwiftFilesFails() throws {
        let project = try project(violating: false)
        try project.write("Docs/Guide.md", "# Guide\n")
        let result = project.run(["lint", "Docs"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "archlint: no Swift files in Docs; nothing was linted\n")
        // A folder with Swift files, even all clean, passes without a message.
        let clean = project.run(["lint", "--quiet", "Sources"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stderr, "")
    }

    func testAbsolutePathsInTheTextFormat() throws {
        let project = try project()
        let result = project.run(["lint", "--quiet", "--absolute-paths"], directory: "Sources")
        XCTAssertEqual(result.status, 0)
        let path = project.root.appendingPathComponent(EndToEndTests.violationPath).path
        XCTAssertTrue(result.stdout.hasPrefix(textLine(path, 2, 13, "warning")), result.stdout)
    }

    func testNonexistentPathExitsTwo() throws {
        let result = try project(violating: false).run(["lint", "Sources/Missing"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Sources/Missing"), result.stderr)
    }

    /// An unreadable file is skipped with a line on stderr; it makes the exit code 2 only when nothing failed.
    func testNonUTF8FileIsSkippedAndFailingFindingsWin() throws {
        let project = try project(violating: false)
        try project.write("Sources/Garage/Legacy.swift", bytes: Array("let name = \"caf".utf8) + [0xE9, 0x22, 0x0A])
        let skipped = project.run(["lint"])
        XCTAssertEqual(skipped.status, 2)
        XCTAssertTrue(skipped.stderr.contains("Legacy.swift"), skipped.stderr)

        try project.write(EndToEndTests.violationPath, EndToEndTests.violatingFile)
        let failing = project.run(["lint", "--strict"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stderr.contains("Legacy.swift"), failing.stderr)
    }

    // MARK: - formats and output

    func testEveryFormatReportsTheSameFinding() throws {
        let project = try project()

        let json = project.run(["lint", "--format", "json"])
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.stderr, "", "only the text format prints a summary")
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, json.stdout)
        XCTAssertEqual(findings.first?["rule"] as? String, "inheritance_depth")
        XCTAssertEqual(findings.first?["severity"] as? String, "warning")
        XCTAssertEqual(findings.first?["path"] as? String, EndToEndTests.violationPath)
        XCTAssertEqual(findings.first?["line"] as? Int, 2)
        XCTAssertEqual(findings.first?["column"] as? Int, 13)

        let sarif = project.run(["lint", "--format", "sarif"])
        XCTAssertEqual(sarif.status, 0)
        XCTAssertEqual(sarif.stderr, "")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "archlint")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1, sarif.stdout)
        XCTAssertEqual(results.first?["ruleId"] as? String, "inheritance_depth")
        let location = try XCTUnwrap(((results.first?["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, EndToEndTests.violationPath)
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        let region = try XCTUnwrap(location["region"] as? [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, 2)
        XCTAssertEqual(region["startColumn"] as? Int, 13)

        let github = project.run(["lint", "--format", "github"])
        XCTAssertEqual(github.status, 0)
        XCTAssertEqual(github.stderr, "")
        let commands = github.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, 1, github.stdout)
        XCTAssertTrue(commands.first?.hasPrefix("::warning file=\(EndToEndTests.violationPath),line=2,col=13,") == true, github.stdout)
        XCTAssertTrue(commands.first?.contains(",title=inheritance_depth::") == true, github.stdout)

        let text = project.run(["lint", "--format", "text"])
        XCTAssertTrue(text.stdout.hasPrefix(textLine(EndToEndTests.violationPath, 2, 13, "warning")), text.stdout)
        assertSummary(text.stderr, errors: 0, warnings: 1)
    }

    func testOutputWritesTheReportToAFile() throws {
        let project = try project()
        let onStandardOutput = project.run(["lint", "--format", "json"])
        let toFile = project.run(["lint", "--format", "json", "--output", "report.json"])
        XCTAssertEqual(toFile.status, 0)
        XCTAssertEqual(toFile.stdout, "")
        let written = try project.read("report.json")
        XCTAssertEqual(written, onStandardOutput.stdout)
        XCTAssertTrue(written.contains("\"inheritance_depth\""), written)
    }

    // MARK: - baseline

    func testBaselineHidesRecordedFindingsAfterTheyMoveButNotNewOnes() throws {
        let project = try project()
        let written = project.run(["lint", "--write-baseline", "archlint-baseline.json"])
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.stdout, "")
        XCTAssertTrue(try project.read("archlint-baseline.json").contains("inheritance_depth"))

        // Ten lines above the recorded finding move it from line 2 to line 12.
        let header = "import Foundation\n" + String(repeating: "// Performance tuning notes.\n", count: 8) + "\n"
        try project.write(EndToEndTests.violationPath, header + EndToEndTests.violatingFile)
        let moved = project.run(["lint", "--strict", "--baseline", "archlint-baseline.json"])
        XCTAssertEqual(moved.status, 0, moved.stdout)
        XCTAssertEqual(moved.stdout, "")
        assertSummary(moved.stderr, errors: 0, warnings: 0, after: "; 1 finding hidden by the baseline")

        try project.write("Sources/Garage/Roadster.swift", "final class Roadster: Car {\n    var roofIsOpen = false\n}\n")
        let added = project.run(["lint", "--strict", "--baseline", "archlint-baseline.json"])
        XCTAssertEqual(added.status, 1)
        let lines = added.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, added.stdout)
        XCTAssertTrue(added.stdout.hasPrefix(textLine("Sources/Garage/Roadster.swift", 1, 13, "warning")), added.stdout)
        assertSummary(added.stderr, errors: 0, warnings: 1, after: " \\(warnings fail with --strict\\); 1 finding hidden by the baseline")
    }

    // MARK: - editor buffer

    func testStdinPathLintsTheBufferInsteadOfTheFileOnDisk() throws {
        let project = try project()
        // The saved file has the SportsCar violation at 2:13; the unsaved buffer fixed it and added TrackCar.
        let buffer = """
            /// A car tuned for speed.
            final class SportsCar: Vehicle {
                var topSpeed = 300
            }

            final class TrackCar: Car {
                var hasRollCage = true
            }

            """
        let result = project.run(["lint", "--stdin-path", EndToEndTests.violationPath], standardInput: buffer)
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix(textLine(EndToEndTests.violationPath, 6, 13, "warning")), result.stdout)
        XCTAssertTrue(result.stdout.contains("TrackCar"), result.stdout)
    }

    // MARK: - determinism

    func testOutputIsTheSameForEveryJobCount() throws {
        let project = try project()
        for index in 0..<40 {
            // Every other screen subclasses Car (two levels deep, reported); the rest Vehicle (allowed).
            let superclass = index.isMultiple(of: 2) ? "Car" : "Vehicle"
            try project.write("Sources/Feature\(index)/Screen\(index).swift", """
                import Foundation

                final class Screen\(index): \(superclass) {
                    var title = "Screen \(index)"
                }

                """)
        }
        for format in ["text", "sarif", "json", "github"] {
            let single = project.run(["lint", "--quiet", "--format", format, "--jobs", "1"])
            let many = project.run(["lint", "--quiet", "--format", format, "--jobs", "8"])
            XCTAssertEqual(single.status, many.status, format)
            XCTAssertEqual(single.stdout, many.stdout, format)
            if format == "text" {
                XCTAssertEqual(single.stdout.split(separator: "\n").count, 21, single.stdout)
            }
        }
    }

    // MARK: - suppression

    func testSuppressionCommentsHideFindingsButNotFromStringLiterals() throws {
        let project = try project(violating: false)
        try project.write("Sources/Garage/Coupe.swift", """
            // archlint:disable:next inheritance_depth
            final class Coupe: Car {
                var doorCount = 2
            }

            """)
        try project.write("Sources/Garage/Roadster.swift", """
            // archlint:disable:next inheritance_depth
            @available(iOS 15, *)
            @MainActor
            final class Roadster: Car {
                var roofIsOpen = false
            }

            """)
        try project.write("Sources/Garage/Hatchback.swift", """
            let hatchbackNote = "// archlint:disable:next inheritance_depth"
            final class Hatchback: Car {
                var trunkVolume = 380
            }

            """)
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(lines.first?.hasPrefix(textLine("Sources/Garage/Hatchback.swift", 2, 13, "warning")) == true, result.stdout)
        XCTAssertTrue(lines.first?.hasSuffix(" [inheritance_depth]") == true, result.stdout)
    }

    func testSuppressionThatHidesNothingIsReported() throws {
        let project = try project(violating: false)
        try project.write("Sources/Garage/Sedan.swift", """
            // archlint:disable:next inheritance_depth
            final class Sedan: Vehicle {
                var doorCount = 4
            }

            """)
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(lines.first?.hasPrefix(textLine("Sources/Garage/Sedan.swift", 1, 4, "warning")) == true, result.stdout)
        XCTAssertTrue(lines.first?.hasSuffix(" [unused_suppression]") == true, result.stdout)
    }
}

/// A temporary project directory and a way to run archlint in it.
final class Project {
    let root: URL
    let executable: String

    init(executable: String) throws {
        self.executable = executable
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// `$ARCHLINT_BIN`, else `.build/debug/archlint` of this package; the test is skipped when neither exists.
    static func builtExecutable() throws -> String {
        if let path = ProcessInfo.processInfo.environment["ARCHLINT_BIN"], !path.isEmpty { return path }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = packageRoot.appendingPathComponent(".build/debug/archlint").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XCTSkip("no archlint executable at \(path); build it or set ARCHLINT_BIN")
        }
        return path
    }

    /// The runs' index cache: beside the project, not in the user's `~/.cache`.
    var cacheHome: String { root.path + "-cache" }

    func remove() {
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(atPath: cacheHome)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs archlint with the project root (or its `directory`) as the current directory. Output goes
    /// through files, not pipes, so a large report cannot fill a pipe buffer and block the child.
    /// `launcher` runs archlint through another command (`setpriv …`).
    func run(_ arguments: [String], standardInput: String? = nil, launcher: [String] = [], directory: String? = nil) -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-run-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let stdoutURL = scratch.appendingPathComponent("stdout")
            let stderrURL = scratch.appendingPathComponent("stderr")
            let stdinURL = scratch.appendingPathComponent("stdin")
            for url in [stdoutURL, stderrURL] { try Data().write(to: url) }
            try Data((standardInput ?? "").utf8).write(to: stdinURL)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: launcher.first ?? executable)
            process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [executable] + arguments
            process.currentDirectoryURL = directory.map { root.appendingPathComponent($0) } ?? root
            process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { $1 }
            process.standardInput = try FileHandle(forReadingFrom: stdinURL)
            process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
            process.standardError = try FileHandle(forWritingTo: stderrURL)
            try process.run()
            process.waitUntilExit()
            return Result(status: process.terminationStatus,
                          stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
                          stderr: try String(contentsOf: stderrURL, encoding: .utf8))
        } catch {
            XCTFail("cannot run \(executable): \(error)")
            return Result(status: -1, stdout: "", stderr: "")
        }
    }
}
