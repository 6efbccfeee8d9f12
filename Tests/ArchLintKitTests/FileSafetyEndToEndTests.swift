import Foundation
import XCTest

/// The built `archlint` and the files it writes or reads while others use them: an edit saved
/// during `--fix`, a file's owner, outputs that are devices, FIFOs or links, temporary files a killed
/// run left, links between project files, special configuration files, oversized standard input and
/// paths without Swift files.
final class FileSafetyEndToEndTests: XCTestCase {
    /// A view model `final_view_model` makes `final` (a safe fix); the other rules are off.
    static let viewModel = "import Combine\n\nclass FeedViewModel: ObservableObject {\n    @Published var items: [String] = []\n}\n"
    static let configuration = "disabled_rules: [credentials_in_defaults, explicit_coding_keys, init_injection, main_actor_view_model]\n"
    static let viewModelPath = "Sources/Feed/FeedViewModel.swift"

    private func project() throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", FileSafetyEndToEndTests.configuration)
        try project.write(FileSafetyEndToEndTests.viewModelPath, FileSafetyEndToEndTests.viewModel)
        return project
    }

    private func path(_ project: Project, _ relative: String) -> String { project.root.appendingPathComponent(relative).path }

    private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    // MARK: - an edit saved while --fix runs

    /// An edit saved while `--fix` holds its new file for the source (seen as that file open in the
    /// source's folder) is never overwritten: an append in place, or a new file renamed onto it as
    /// editors save. Without the check right before the replacement, the edit was lost.
    func testFixKeepsAnEditSavedWhileItWritesTheFile() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/fd") else { throw XCTSkip("needs /proc") }
        let project = try project()
        let source = path(project, FileSafetyEndToEndTests.viewModelPath)
        let folder = (source as NSString).deletingLastPathComponent
        // Long enough that writing and flushing its fixed copy takes a while to catch.
        let padding = String(repeating: "// A line of the feed's documentation, long enough to make the file large.\n", count: 40_000)
        var editsCaught = 0
        for attempt in 0..<12 {
            let original = FileSafetyEndToEndTests.viewModel + padding
            try Data(original.utf8).write(to: URL(fileURLWithPath: source))
            let marker = "// saved by the editor, attempt \(attempt)\n"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: project.executable)
            process.arguments = ["lint", "--quiet", "--fix"]
            process.currentDirectoryURL = project.root
            process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": project.cacheHome]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var edited = false
            while process.isRunning, !edited {
                guard openFiles(of: process.processIdentifier).contains(where: { $0.hasPrefix(folder + "/") && $0 != source }) else { continue }
                let current = try String(contentsOfFile: source, encoding: .utf8)
                if attempt.isMultiple(of: 2) {
                    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: source))
                    handle.seekToEndOfFile()
                    handle.write(Data(marker.utf8))
                    try handle.close()
                } else {
                    let saved = folder + "/.FeedViewModel.swift.saving"
                    try Data((current + marker).utf8).write(to: URL(fileURLWithPath: saved))
                    XCTAssertEqual(rename(saved, source), 0)
                }
                edited = true
            }
            process.waitUntilExit()
            let left = try String(contentsOfFile: source, encoding: .utf8)
            if edited {
                editsCaught += 1
                XCTAssertTrue(left.hasSuffix(marker), "attempt \(attempt): the edit saved during --fix was lost")
            }
        }
        XCTAssertGreaterThan(editsCaught, 0, "no run was caught writing the fixed file")
        // Undisturbed, the fix is written.
        try Data(FileSafetyEndToEndTests.viewModel.utf8).write(to: URL(fileURLWithPath: source))
        let quiet = project.run(["lint", "--fix"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(try project.read(FileSafetyEndToEndTests.viewModelPath), FileSafetyEndToEndTests.viewModel.replacingOccurrences(of: "class Feed", with: "final class Feed"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["FeedViewModel.swift"])
    }

    /// The targets of a process's open file descriptors (Linux `/proc`).
    private func openFiles(of pid: Int32) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }

    /// `--fix` run by root keeps a file's owner, group and permissions.
    func testFixAsRootKeepsTheFilesOwnerGroupAndMode() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let project = try project()
        let source = path(project, FileSafetyEndToEndTests.viewModelPath)
        XCTAssertEqual(chown(source, 65534, 65534), 0)
        XCTAssertEqual(chmod(source, 0o664), 0)
        let result = project.run(["lint", "--fix"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try project.read(FileSafetyEndToEndTests.viewModelPath).contains("final class FeedViewModel"))
        var info = stat()
        XCTAssertEqual(stat(source, &info), 0)
        XCTAssertEqual(info.st_uid, 65534)
        XCTAssertEqual(info.st_gid, 65534)
        XCTAssertEqual(info.st_mode & 0o7777, 0o664)
    }

    /// A user who may write another user's file cannot give a new file that owner: `--fix` leaves
    /// the file alone rather than take it over (it had made the file its own).
    func testFixLeavesAFileWhoseOwnerItCannotKeepAlone() throws {
        let launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: launcher[0]) else {
            throw XCTSkip("needs root and setpriv to run archlint as another user")
        }
        let project = try project()
        let source = path(project, FileSafetyEndToEndTests.viewModelPath)
        XCTAssertEqual(chmod(source, 0o666), 0)
        XCTAssertEqual(chmod((source as NSString).deletingLastPathComponent, 0o777), 0)
        let result = project.run(["lint", "--fix", "--no-cache"], launcher: launcher)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("archlint: \(FileSafetyEndToEndTests.viewModelPath): cannot write '"), result.stderr)
        XCTAssertTrue(result.stderr.contains("': cannot give the file's owner and group to the temporary file: Operation not permitted; not fixed\n"), result.stderr)
        XCTAssertEqual(try project.read(FileSafetyEndToEndTests.viewModelPath), FileSafetyEndToEndTests.viewModel)
        var info = stat()
        XCTAssertEqual(stat(source, &info), 0)
        XCTAssertEqual(info.st_uid, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (source as NSString).deletingLastPathComponent), ["FeedViewModel.swift"])
    }

    // MARK: - outputs that are not regular files

    /// `--output`, `--write-baseline` and the views' `--output` write through a symbolic link to
    /// its target (the link stays), into a FIFO another process reads and into a character device,
    /// which all stay what they were; a directory or a link to nothing is refused with one line.
    func testNamedOutputsWriteThroughLinksFIFOsAndDevicesAndNeverReplaceThem() throws {
        let project = try project()
        try project.write("out/report.txt", "the previous report\n")
        let link = path(project, "latest.txt")
        XCTAssertEqual(symlink("out/report.txt", link), 0)
        let commands: [[String]] = [
            ["lint", "--quiet", "--format", "json", "--output"], ["lint", "--quiet", "--write-baseline"],
            ["graph", "--format", "json", "--output"], ["report", "--format", "json", "--output"],
        ]
        for command in commands {
            try project.write("out/report.txt", "the previous report\n")
            let result = project.run(command + ["latest.txt"])
            XCTAssertTrue([0, 1].contains(result.status), "\(command): \(result.stderr)")
            XCTAssertEqual(fileType(link), S_IFLNK, "\(command) replaced the link")
            XCTAssertTrue(["{", "["].contains(try project.read("out/report.txt").first), "\(command)")
        }

        let fifo = path(project, "pipe")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for command in commands {
            let received = ReceivedBytes()
            let reader = Thread { received.bytes = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data() }
            reader.start()
            let result = project.run(command + ["pipe"])
            // (A reader left waiting on a FIFO that was replaced never wakes: given up on after a while.)
            for _ in 0..<10_000 where !reader.isFinished { usleep(1_000) }
            XCTAssertTrue(reader.isFinished, "\(command): nothing was written to the FIFO")
            XCTAssertTrue([0, 1].contains(result.status), "\(command): \(result.stderr)")
            XCTAssertEqual(fileType(fifo), S_IFIFO, "\(command) replaced the FIFO")
            XCTAssertTrue([UInt8(ascii: "{"), UInt8(ascii: "[")].contains(received.bytes.first), "\(command): \(received.bytes.count) bytes read")
        }

        if geteuid() == 0 {
            // A node of the null device (major 1, minor 3), made here rather than risking /dev/null itself.
            let device = path(project, "null")
            XCTAssertEqual(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0)
            for command in commands {
                let result = project.run(command + ["null"])
                XCTAssertTrue([0, 1].contains(result.status), "\(command): \(result.stderr)")
                XCTAssertEqual(fileType(device), S_IFCHR, "\(command) replaced the device")
            }
        }

        try FileManager.default.createDirectory(atPath: path(project, "folder"), withIntermediateDirectories: false)
        XCTAssertEqual(symlink("missing/report.txt", path(project, "dangling.txt")), 0)
        for (name, what) in [("folder", "it is a directory; only a regular file, a FIFO or a character device is written"),
                             ("dangling.txt", "a symbolic link to nothing is there; it is not replaced")] {
            for command in commands {
                let result = project.run(command + [name])
                XCTAssertEqual(result.status, 2, "\(command) \(name)")
                XCTAssertEqual(lines(result.stderr).filter { $0.hasPrefix("archlint: ") }, ["archlint: cannot write '\(path(project, name))': \(what)"], "\(command)")
            }
        }
        XCTAssertEqual(fileType(path(project, "folder")), S_IFDIR)
        XCTAssertEqual(fileType(path(project, "dangling.txt")), S_IFLNK)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path(project, "folder")), [])
    }

    // MARK: - temporary files a killed run left

    /// A temporary file named for a process that is gone (`.archlint-PID-RANDOM.tmp`, as a run
    /// killed between creating and renaming it leaves one) is removed by the next run: beside a
    /// source file (by the walk, also from a cached listing), beside an output and in the cache
    /// folder (by the next write there). One of a live process stays.
    func testTemporaryFilesOfDeadProcessesAreRemovedByTheNextRun() throws {
        let project = try project()
        let gone = try deadProcessID()
        let live = getpid()
        let first = project.run(["lint", "--quiet"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let cacheFolders = try FileManager.default.subpathsOfDirectory(atPath: project.cacheHome)
            .filter { $0.hasSuffix("/index") }.map { project.cacheHome + "/" + ($0 as NSString).deletingLastPathComponent }
        XCTAssertEqual(cacheFolders.count, 1, "\(cacheFolders)")
        try project.write("out/report.json", "[]\n")
        let folders = ["Sources/Feed", "out"].map { path(project, $0) } + cacheFolders
        for folder in folders {
            for pid in [gone, live] { try Data("partial".utf8).write(to: URL(fileURLWithPath: "\(folder)/.archlint-\(pid)-3f9a.tmp")) }
        }
        // A new file, so the run writes its cache again.
        try project.write("Sources/Feed/FeedRow.swift", "struct FeedRow {}\n")
        let next = project.run(["lint", "--quiet", "--format", "json", "--output", "out/report.json"])
        XCTAssertEqual(next.status, 0, next.stderr)
        for folder in folders {
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".archlint-") }
            XCTAssertEqual(left, [".archlint-\(live)-3f9a.tmp"], folder)
        }
    }

    /// The id of a process that has exited.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        XCTAssertNotEqual(kill(process.processIdentifier, 0), 0)
        return process.processIdentifier
    }

    // MARK: - links between project files

    /// A symbolic link to another project file is not a second file: the real file is linted once,
    /// and `--fix` fixes it (it had reported it changed while fixing). A link to a Swift file the
    /// walk never lists (in a third-party folder) is linted, once, by its link.
    func testALinkToAnotherProjectFileIsLintedOnceAndFixed() throws {
        let project = try project()
        try FileManager.default.createDirectory(atPath: path(project, "Sources/Shared"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../Feed/FeedViewModel.swift", path(project, "Sources/Shared/FeedViewModel.swift")), 0)
        try project.write("Pods/Kit/KitViewModel.swift", "import Combine\n\nclass KitViewModel: ObservableObject {}\n")
        XCTAssertEqual(symlink("../../Pods/Kit/KitViewModel.swift", path(project, "Sources/Shared/KitViewModel.swift")), 0)

        let linted = project.run(["lint", "--quiet"])
        XCTAssertEqual(linted.status, 0, linted.stderr)
        XCTAssertEqual(lines(linted.stdout).map { String($0.prefix { $0 != ":" }) }, [FileSafetyEndToEndTests.viewModelPath, "Sources/Shared/KitViewModel.swift"], linted.stdout)

        let fixed = project.run(["lint", "--fix"])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.hasPrefix("archlint: fixed 2 findings in 2 files\n"), fixed.stderr)
        XCTAssertTrue(try project.read(FileSafetyEndToEndTests.viewModelPath).contains("final class FeedViewModel"))
        XCTAssertEqual(fileType(path(project, "Sources/Shared/FeedViewModel.swift")), S_IFLNK)
        XCTAssertTrue(try project.read("Pods/Kit/KitViewModel.swift").contains("final class KitViewModel"))
    }

    /// A file and symbolic links to it named together on the command line (a link to the file, a
    /// path through a linked folder, a link named with the folder holding its file, two links to one
    /// file outside the project) are linted once, as the file where it lies; `--fix` then fixes it
    /// once. Each was linted once per name, and `--fix` reported the file changed while fixing it.
    func testAFileAndLinksToItNamedTogetherAreLintedOnce() throws {
        let project = try project()
        let viewModel = FileSafetyEndToEndTests.viewModelPath
        try FileManager.default.createDirectory(atPath: path(project, "Sources/Shared"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../Feed/FeedViewModel.swift", path(project, "Sources/Shared/FeedViewModel.swift")), 0)
        XCTAssertEqual(symlink("Feed", path(project, "Sources/Alias")), 0)
        func lintedPaths(_ arguments: [String]) -> [String] {
            let linted = project.run(["lint", "--quiet"] + arguments)
            XCTAssertEqual(linted.status, 0, linted.stderr)
            return lines(linted.stdout).map { String($0.prefix { $0 != ":" }) }
        }
        let names = [viewModel, "Sources/Shared/FeedViewModel.swift", "Sources/Alias/FeedViewModel.swift"]
        XCTAssertEqual(lintedPaths(names), [viewModel])
        XCTAssertEqual(lintedPaths(names.reversed()), [viewModel])
        XCTAssertEqual(lintedPaths(["Sources", "Sources/Shared/FeedViewModel.swift"]), [viewModel])
        XCTAssertEqual(lintedPaths(["Sources/Shared/FeedViewModel.swift"]), ["Sources/Shared/FeedViewModel.swift"], "a link named alone is linted by its name")

        let outside = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: outside) }
        try FileSafetyEndToEndTests.viewModel.replacingOccurrences(of: "Feed", with: "Kit").write(toFile: outside + "/KitViewModel.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(symlink(outside + "/KitViewModel.swift", path(project, "Sources/Shared/KitViewModel.swift")), 0)
        XCTAssertEqual(symlink(outside + "/KitViewModel.swift", path(project, "Sources/Shared/OtherKitViewModel.swift")), 0)
        XCTAssertEqual(lintedPaths(["Sources/Shared/OtherKitViewModel.swift", "Sources/Shared/KitViewModel.swift"]), ["Sources/Shared/KitViewModel.swift"])

        let fixed = project.run(["lint", "--fix"] + names)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.hasPrefix("archlint: fixed 1 finding in 1 file\n"), fixed.stderr)
        XCTAssertTrue(try project.read(viewModel).contains("final class FeedViewModel"))
        XCTAssertEqual(fileType(path(project, "Sources/Shared/FeedViewModel.swift")), S_IFLNK)
    }

    // MARK: - configuration files that are not regular files

    /// `rules` reports a `.archlint.yml` that is a FIFO or a folder as `lint` does, instead of
    /// listing the defaults; neither blocks on the FIFO.
    func testRulesReportsAConfigurationThatIsNoRegularFileAsLintDoes() throws {
        for kind in ["FIFO", "folder"] {
            let project = try Project(executable: try Project.builtExecutable())
            addTeardownBlock { project.remove() }
            try project.write(FileSafetyEndToEndTests.viewModelPath, FileSafetyEndToEndTests.viewModel)
            let configuration = path(project, ".archlint.yml")
            if kind == "FIFO" {
                XCTAssertEqual(mkfifo(configuration, 0o644), 0)
            } else {
                try FileManager.default.createDirectory(atPath: configuration, withIntermediateDirectories: false)
            }
            let lint = project.run(["lint"])
            let rules = project.run(["rules"])
            XCTAssertEqual(lint.status, 2, kind)
            XCTAssertEqual(rules.status, 2, kind)
            XCTAssertEqual(rules.stdout, "", kind)
            XCTAssertTrue(lint.stderr.hasPrefix(configuration + ":"), "\(kind): \(lint.stderr)")
            XCTAssertEqual(rules.stderr, lint.stderr, kind)
        }
    }

    // MARK: - standard input past the language server's limit

    /// `--stdin-path` stops reading at the language server's 256 MB and refuses the buffer with one
    /// line (standard input here: a 300 MB sparse file).
    func testStdinPathRefusesMoreThanTheLanguageServersLimit() throws {
        let project = try project()
        let input = project.cacheHome + "-stdin"
        XCTAssertTrue(FileManager.default.createFile(atPath: input, contents: nil))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: input) }
        XCTAssertEqual(truncate(input, 300 << 20), 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: project.executable)
        process.arguments = ["lint", "--stdin-path", FileSafetyEndToEndTests.viewModelPath]
        process.currentDirectoryURL = project.root
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": project.cacheHome]) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errorText = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let outputText = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(outputText, "")
        XCTAssertEqual(errorText, "archlint: standard input holds more than 256 MB, the most an editor's buffer may; nothing was linted\n")
    }

    // MARK: - paths without Swift files

    /// A folder without Swift files (a mistyped path in CI) fails with one line and writes no
    /// report or baseline; `report` says nothing was linted, and passes no item.
    func testAFolderWithoutSwiftFilesFailsAndTheReportSaysNothingWasLinted() throws {
        let project = try project()
        try project.write("Docs/Guide.md", "# Guide\n")
        for extra in [[], ["--format", "sarif", "--output", "report.sarif"], ["--write-baseline", "baseline.json"]] {
            let result = project.run(["lint"] + extra + ["Docs"])
            XCTAssertEqual(result.status, 2, "\(extra)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, "archlint: no Swift files in Docs; nothing was linted\n", "\(extra)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path(project, "report.sarif")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path(project, "baseline.json")))

        let report = project.run(["report", "--format", "json", "Docs"])
        XCTAssertEqual(report.status, 2)
        XCTAssertEqual(report.stderr, "archlint: no Swift files in Docs; nothing was linted\n")
        let summary = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        XCTAssertEqual(summary["filesLinted"] as? Int, 0)
        XCTAssertEqual(summary["passing"] as? Int, 0)
        XCTAssertEqual(summary["failing"] as? Int, 0)
        let markdown = project.run(["report", "--format", "markdown", "Docs"])
        XCTAssertEqual(markdown.status, 2)
        XCTAssertTrue(markdown.stdout.contains("**Nothing was linted (0 files), so no item is checked;"), markdown.stdout)
        XCTAssertFalse(markdown.stdout.contains("✅"), markdown.stdout)

        let graph = project.run(["graph", "Docs"])
        XCTAssertEqual(graph.status, 2)
        XCTAssertEqual(graph.stderr, "archlint: no Swift files in Docs; nothing was linted\n")
    }
}

/// What a reader thread received.
private final class ReceivedBytes: @unchecked Sendable {
    var bytes = Data()
}
