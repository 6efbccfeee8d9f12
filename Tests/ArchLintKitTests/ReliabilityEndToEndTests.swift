import Foundation
import XCTest

/// The built `archlint` on hostile trees and configurations: what it skips and says, exit codes,
/// interrupted writes, determinism and what it never does (execute, escape the root, leak paths).
final class ReliabilityEndToEndTests: XCTestCase {
    /// Only inheritance_depth (and unused_suppression) run, so findings are easy to predict.
    static let configuration = EndToEndTests.configuration

    /// `Car` is one level deep (allowed); a class on `Car` is two (reported at its name).
    static let baseClasses = "class Vehicle {\n    var wheelCount = 4\n}\n\nclass Car: Vehicle {\n    var seatCount = 5\n}\n"

    private func project(configuration: String = configuration) throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", configuration)
        try project.write("Sources/Garage/Base.swift", ReliabilityEndToEndTests.baseClasses)
        return project
    }

    private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    private func assertSummary(_ line: String?, files: Int, warnings: Int, file: StaticString = #filePath, line number: UInt = #line) {
        let pattern = "^\(files) files? linted in [0-9]+\\.[0-9]{2} s: 0 errors, \(warnings) warnings?$"
        XCTAssertNotNil(line?.range(of: pattern, options: .regularExpression), "summary: \(line ?? "none")", file: file, line: number)
    }

    // MARK: - bad inputs

    /// Each bad file gets one line on stderr and is skipped; valid oddities are linted; the run goes
    /// on and reports the finding in a path with spaces and non-ASCII letters.
    func testBadFilesAreSkippedWithOneLineEachAndTheRunGoesOn() throws {
        let project = try project()
        try project.write("Sources/Mes Écrans/Écran Sport.swift", "final class Écran: Car {\n}\n")
        try project.write("Sources/Odd/Empty.swift", "")
        try project.write("Sources/Odd/OnlyBOM.swift", bytes: [0xEF, 0xBB, 0xBF])
        try project.write("Sources/Odd/Folder.swift/Inside.swift", "struct Inside {}\n")
        try project.write("Sources/Bad/Latin1.swift", bytes: Array("let name = \"caf".utf8) + [0xE9, 0x22, 0x0A])
        try project.write("Sources/Bad/WithNUL.swift", bytes: Array("let a = 1\n".utf8) + [0] + Array("let b = 2\n".utf8))
        // A PNG committed under a Swift name: its header holds NUL bytes and invalid UTF-8.
        try project.write("Sources/Bad/Logo.swift", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48])
        let bad = project.root.appendingPathComponent("Sources/Bad").path
        XCTAssertEqual(symlink("LoopB.swift", bad + "/LoopA.swift"), 0)
        XCTAssertEqual(symlink("LoopA.swift", bad + "/LoopB.swift"), 0)
        XCTAssertEqual(symlink("Nowhere.swift", bad + "/Dangling.swift"), 0)
        XCTAssertEqual(mkfifo(bad + "/Pipe.swift", 0o644), 0)

        let result = project.run(["lint", "--jobs", "4"])
        XCTAssertEqual(result.status, 2, "skipped files fail a run that found nothing failing")
        XCTAssertEqual(lines(result.stdout), [
            "Sources/Mes Écrans/Écran Sport.swift:1:13: warning: 'Écran' is 2 levels deep (Écran → Car → Vehicle); max is 1; compose instead [inheritance_depth]",
        ])
        let stderr = lines(result.stderr)
        XCTAssertEqual(Array(stderr.dropLast()), [
            "archlint: Sources/Bad/Dangling.swift: broken symbolic link; skipped",
            "archlint: Sources/Bad/Latin1.swift: not UTF-8 text (byte 0xE9 at line 1, column 16); skipped",
            "archlint: Sources/Bad/Logo.swift: binary file (NUL byte at offset 8); skipped",
            "archlint: Sources/Bad/LoopA.swift: symbolic link loop; skipped",
            "archlint: Sources/Bad/LoopB.swift: symbolic link loop; skipped",
            "archlint: Sources/Bad/Pipe.swift: not a regular file (a FIFO, socket or device); skipped",
            "archlint: Sources/Bad/WithNUL.swift: binary file (NUL byte at offset 10); skipped",
        ], result.stderr)
        // Base, Écran Sport, Empty, OnlyBOM and Folder.swift/Inside; the FIFO is listed, never read.
        assertSummary(stderr.last, files: 5, warnings: 1)

        // Named on the command line, a FIFO is refused instead of blocking the run on its read.
        let fifo = project.run(["lint", "Sources/Bad/Pipe.swift", "Sources/Garage/Base.swift"])
        XCTAssertEqual(fifo.status, 2)
        XCTAssertEqual(lines(fifo.stderr).first, "archlint: Sources/Bad/Pipe.swift: not a regular file (a FIFO, socket or device); skipped")
    }

    func testUnreadableFileIsSkipped() throws {
        let project = try project()
        try project.write("Sources/Garage/Secret.swift", "final class Secret: Car {}\n")
        let secret = project.root.appendingPathComponent("Sources/Garage/Secret.swift").path
        XCTAssertEqual(chmod(secret, 0), 0)
        // root reads any file, so then archlint runs as `nobody`, which cannot.
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        if !launcher.isEmpty, !FileManager.default.isExecutableFile(atPath: launcher[0]) {
            throw XCTSkip("running as root without setpriv")
        }
        let result = project.run(["lint"], launcher: launcher)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        let stderr = lines(result.stderr)
        XCTAssertEqual(stderr.first, "archlint: Sources/Garage/Secret.swift: permission denied; skipped")
        assertSummary(stderr.last, files: 1, warnings: 0)
    }

    /// 100,000-deep brackets (closed and not), unterminated literals and comments at the end of the
    /// file: all linted with every rule on, on worker threads, without a message or a crash.
    func testHostileButTextualFilesAreLinted() throws {
        let project = try project(configuration: "")
        let depth = 100_000
        let files = [
            "Braces": "func deep() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\n",
            "Parentheses": "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n",
            "Brackets": "let deep = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
            "Unclosed": "class Open { " + String(repeating: "{([", count: depth) + "\n",
            // explicit_coding_keys follows the element types of the stored properties of snake_case-decoded types.
            "Annotation": "struct Deep: Codable {\n    let values: " + String(repeating: "[", count: depth) + "Inner"
                + String(repeating: "]", count: depth) + "\n}\nstruct Inner: Codable {\n    let userID: Int\n}\n"
                + "func loadDeep(_ data: Data) throws -> Deep {\n    let decoder = JSONDecoder()\n    decoder.keyDecodingStrategy = .convertFromSnakeCase\n    return try decoder.decode(Deep.self, from: data)\n}\n",
            "String": "let greeting = \"Hello",
            "MultiLineString": "let poem = \"\"\"\n    Roses are red\n",
            "RawString": "let pattern = #\"\\d+\"",
            "BlockComment": "/* outer /* inner */ still open\n",
            "Regex": "let digits = #/\n    [0-9]+\n",
            "Interpolation": "let message = \"Total: \\(price * (1 + tax",
        ]
        for (name, text) in files { try project.write("Sources/Hostile/\(name).swift", text) }
        let result = project.run(["lint", "--jobs", "4"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(lines(result.stderr).count, 1, result.stderr)
        assertSummary(lines(result.stderr).last, files: files.count + 1, warnings: 0)
    }

    /// A generated 50 MB file completes (time and memory are measured in the README, in release).
    func testFiftyMegabyteFileCompletes() throws {
        let project = try project()
        var text = ""
        text.reserveCapacity(51 * 1024 * 1024)
        var count = 0
        while text.utf8.count < 50 * 1024 * 1024 {
            text += "/// Generated model \(count).\nstruct Record\(count): Equatable {\n    let identifier: Int\n"
                + "    let title: String\n    func describe() -> String { \"\\(identifier): \\(title)\" }\n}\n\n"
            count += 1
        }
        let lineCount = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        text += "final class Last: Car {}\n"
        try project.write("Sources/Generated/Huge.swift", text)
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/Generated/Huge.swift:\(lineCount + 1):13: warning: 'Last' is 2 levels deep"), result.stdout)
        assertSummary(lines(result.stderr).last, files: 2, warnings: 1)
    }

    // MARK: - bad configuration

    func testBadConfigurationsExitTwoWithTheirPosition() throws {
        let cases: [(yaml: String, message: String)] = [
            ("included: [Sources\n", "2:1: error: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 11)"),
            ("excluded:\n  pattern: \"**\"\n", "2:3: error: expected a list of strings for 'excluded', found a mapping"),
            ("inheritance_depth:\n  - max_depth\n", "2:3: error: expected a mapping for rule 'inheritance_depth', found a list"),
            ("- inheritance_depth\n", "1:1: error: expected a mapping for the top level of the configuration, found a list"),
            ("exclude: [Pods]\n", "1:1: error: unknown key 'exclude'; did you mean 'excluded'?"),
            ("inheritance_depth:\n  max_dept: 2\n", "2:3: error: unknown option 'max_dept' for inheritance_depth; did you mean 'max_depth'?"),
            ("disabled_rules: [inheritance_dept]\n", "1:18: error: unknown rule id 'inheritance_dept' in 'disabled_rules'; did you mean 'inheritance_depth'?"),
            ("inheritance_depth:\n  max_depth: -1\n", "2:14: error: option 'max_depth' must be at least 0, found -1"),
            ("inheritance_depth:\n  max_depth: two\n", "2:14: error: expected an integer for option 'max_depth', found 'two'"),
            ("inheritance_depth:\n  max_depth: 1.5\n", "2:14: error: expected an integer for option 'max_depth', found '1.5'"),
        ]
        for (yaml, message) in cases {
            let project = try project(configuration: yaml)
            let result = project.run(["lint"])
            XCTAssertEqual(result.status, 2, yaml)
            XCTAssertEqual(result.stdout, "", yaml)
            let configPath = project.root.appendingPathComponent(".archlint.yml").path
            XCTAssertEqual(result.stderr, "\(configPath):\(message)\n", yaml)
        }
    }

    func testExcludedGlobMatchingEverythingWarnsThatNothingWasLinted() throws {
        let project = try project(configuration: EndToEndTests.configuration + "excluded: [\"**\"]\n")
        try project.write("Sources/Garage/SportsCar.swift", "final class SportsCar: Car {}\n")
        let result = project.run(["lint"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        let stderr = lines(result.stderr)
        XCTAssertEqual(stderr.first, "archlint: warning: every file given is excluded (by the configuration's globs or as third-party code); nothing was linted")
        assertSummary(stderr.last, files: 0, warnings: 0)
    }

    // MARK: - interrupted writes

    /// SIGKILL while the report is being written (seen as an open file in the output folder) leaves
    /// the old report or the complete new one, and no temporary file.
    func testKilledRunLeavesTheOldReportIntact() throws {
        let project = try project()
        for index in 0..<2_000 {
            let classes = (0..<10).map { "final class Screen\(index)x\($0): Car {}\n" }.joined()
            try project.write("Sources/Feature\(index)/Screens.swift", classes)
        }
        try project.write("out/.keep", "")
        let reference = project.run(["lint", "--quiet", "--format", "sarif", "--output", "reference.sarif"])
        XCTAssertEqual(reference.status, 0, reference.stderr)
        let complete = try Data(contentsOf: project.root.appendingPathComponent("reference.sarif"))
        XCTAssertGreaterThan(complete.count, 10_000_000)

        let outputFolder = project.root.appendingPathComponent("out").path
        let report = outputFolder + "/report.sarif"
        let old = Data("the previous report\n".utf8)
        var killedMidWrite = 0
        for _ in 0..<5 {
            try old.write(to: URL(fileURLWithPath: report))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: project.executable)
            process.arguments = ["lint", "--quiet", "--format", "sarif", "--output", report]
            process.currentDirectoryURL = project.root
            process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": project.cacheHome]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning {
                if openFiles(of: process.processIdentifier).contains(where: { $0.hasPrefix(outputFolder + "/") }) {
                    kill(process.processIdentifier, SIGKILL)
                    killedMidWrite += 1
                    break
                }
            }
            process.waitUntilExit()
            let left = try Data(contentsOf: URL(fileURLWithPath: report))
            XCTAssertTrue(left == old || left == complete, "a partial report of \(left.count) bytes")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outputFolder).sorted(), [".keep", "report.sarif"])
        }
        XCTAssertGreaterThan(killedMidWrite, 0, "no run was caught writing its report")
    }

    /// The targets of a process's open file descriptors (Linux `/proc`).
    private func openFiles(of pid: Int32) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }

    // MARK: - determinism

    /// The same tree written in opposite orders gives byte-identical reports for every --jobs.
    func testSameTreeGivesIdenticalOutputWhateverTheFileOrderAndJobs() throws {
        var files: [(String, String)] = [("Sources/Garage/Base.swift", ReliabilityEndToEndTests.baseClasses)]
        for index in 0..<60 {
            let superclass = index.isMultiple(of: 3) ? "Car" : "Vehicle"
            files.append(("Sources/Feature\(index % 7)/Screen\(index).swift", """
                import Foundation

                // archlint:disable:next inheritance_depth
                final class Screen\(index): \(superclass) {
                    let formatter = DateFormatter()
                    func save(token: String) { UserDefaults.standard.set(token, forKey: "authToken") }
                }

                """))
        }
        var outputs: [String: String] = [:]
        for order in [files, files.reversed()] {
            let project = try Project(executable: try Project.builtExecutable())
            addTeardownBlock { project.remove() }
            for (path, text) in order { try project.write(path, text) }
            for format in ["text", "json", "sarif"] {
                for jobs in ["1", "8"] {
                    let result = project.run(["lint", "--quiet", "--format", format, "--jobs", jobs])
                    XCTAssertEqual(result.status, 1, result.stderr)
                    if let first = outputs[format] {
                        XCTAssertEqual(result.stdout, first, "\(format) --jobs \(jobs)")
                    } else {
                        outputs[format] = result.stdout
                    }
                }
            }
        }
        // A credential written to UserDefaults in every file; an unused suppression in the 40 on Vehicle.
        XCTAssertEqual(lines(outputs["text"] ?? "").count, 60 + 40, outputs["text"] ?? "")
    }

    // MARK: - security

    /// A link to a file outside the root is neither linted nor indexed unless named on the command line.
    func testSymlinkOutOfTheRootIsReadOnlyWhenNamed() throws {
        let project = try project()
        let outside = try Project(executable: project.executable)
        addTeardownBlock { outside.remove() }
        try outside.write("Escaped.swift", "final class Escaped: Car {}\n")
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("Sources/Garage/Linked.swift").path,
                                                   withDestinationPath: outside.root.appendingPathComponent("Escaped.swift").path)

        let walked = project.run(["lint"])
        XCTAssertEqual(walked.status, 0)
        XCTAssertEqual(walked.stdout, "")
        XCTAssertEqual(lines(walked.stderr).first, "archlint: warning: Sources/Garage/Linked.swift: symbolic link to a file outside "
            + "the project root; not read (name it on the command line to lint it)")

        let named = project.run(["lint", "Sources/Garage/Linked.swift"])
        XCTAssertEqual(named.status, 0)
        XCTAssertTrue(named.stdout.hasPrefix("Sources/Garage/Linked.swift:1:13: warning: 'Escaped' is 2 levels deep"), named.stdout)
    }

    func testSARIFHoldsNoAbsolutePath() throws {
        let project = try project()
        try project.write("Sources/Mes Écrans/Écran Sport.swift", "final class Écran: Car {}\n")
        let result = project.run(["lint", "--format", "sarif", project.root.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains(project.root.path), result.stdout)
        // No `file:` URI (rule help quotes Swift code, where `file:` may be a parameter label).
        XCTAssertFalse(result.stdout.contains("\"file:"), result.stdout)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.flatMap { ($0["locations"] as? [[String: Any]]) ?? [] }
            .compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris, ["Sources/Mes%20%C3%89crans/%C3%89cran%20Sport.swift"])
    }

    /// Shell syntax in the configuration, in sources and in Package.swift is text, never run; and
    /// a run writes only the files it was asked to write.
    func testRunExecutesNothingAndWritesOnlyItsOutputs() throws {
        let marker = { (name: String) in FileManager.default.temporaryDirectory.appendingPathComponent("archlint-\(name)-\(UUID().uuidString)").path }
        let markers = (1...5).map { marker("executed\($0)") }
        let project = try project(configuration: """
            excluded: ["$(touch \(markers[0]))", "`touch \(markers[1])`"]
            init_injection:
              dependency_suffixes: ["; touch \(markers[2])", "| touch \(markers[2])"]

            """)
        try project.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "$(touch \(markers[3]))", targets: [.target(name: "`touch \(markers[3])`")])

            """)
        try project.write("Sources/Garage/Shell.swift", """
            let command = "$(touch \(markers[4]))"
            let backticks = "`touch \(markers[4])`"
            final class SportsCar: Car {}

            """)
        let before = try snapshot(project.root)
        let report = project.run(["lint", "--format", "sarif", "--output", "report.sarif"])
        XCTAssertEqual(report.status, 0, report.stderr)
        let baseline = project.run(["lint", "--write-baseline", "baseline.json"])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        for command in [["rules"], ["explain", "init_injection"]] { XCTAssertEqual(project.run(command).status, 0) }

        for path in markers { XCTAssertFalse(FileManager.default.fileExists(atPath: path), path) }
        var after = try snapshot(project.root)
        XCTAssertNotNil(after.removeValue(forKey: "report.sarif"))
        XCTAssertNotNil(after.removeValue(forKey: "baseline.json"))
        XCTAssertEqual(after, before)
    }

    /// Every entry under `folder`: relative path → size and modification time.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: folder.path) {
            let attributes = try manager.attributesOfItem(atPath: folder.appendingPathComponent(relative).path)
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            entries[relative] = "\(attributes[.size] ?? 0) \(modified)"
        }
        return entries
    }
}
