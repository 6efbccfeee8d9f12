import Foundation
import XCTest
@testable import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What another program can do to the cache folder while archlint uses it: truncate the mapped
/// cache file in place (a SIGBUS on the next read of a lost page), or put a FIFO where a cache file
/// goes (an open that blocks). Neither may crash or hang a run or the language server: the cache
/// counts as missing.
final class CacheDamageTests: XCTestCase {
    /// Three files: two warnings of `inheritance_depth` (exit 0), one in `Sources/Leaf.swift`.
    private func project() throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", EndToEndTests.configuration)
        try project.write("Sources/Base.swift", "class Vehicle {}\nclass Car: Vehicle {}\n")
        try project.write("Sources/Leaf.swift", "final class SportsCar: Car {}\n")
        try project.write("Sources/Other.swift", "final class Truck: Car {}\n")
        return project
    }

    /// The files of the project's cache folder (the index and what is kept beside it).
    private func cacheFiles(_ project: Project) throws -> [String] {
        let base = project.cacheHome + "/archlint"
        return try FileManager.default.contentsOfDirectory(atPath: base).flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: base + "/" + folder).map { base + "/" + folder + "/" + $0 }
        }
    }

    /// archlint with `arguments` in the project, killed after `seconds`: nil when it had to be.
    private func run(_ project: Project, _ arguments: [String], within seconds: Double = 30) throws -> (status: Int32, stdout: String)? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-out-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: project.executable)
        process.arguments = arguments
        process.currentDirectoryURL = project.root
        process.environment = ["XDG_CACHE_HOME": project.cacheHome, "PATH": "/usr/bin:/bin"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    /// A FIFO in place of each cache file (the index, the name tables, the graph's relations): every
    /// command runs as without a cache (it opened the FIFO, which blocked until a writer came).
    func testFIFOsInTheCacheFolderNeitherHangNorChangeTheOutput() throws {
        let project = try project()
        let lint = try XCTUnwrap(run(project, ["lint", "--quiet"]))
        let graph = try XCTUnwrap(run(project, ["graph", "--format", "json"]))
        XCTAssertEqual(lint.status, 0)
        XCTAssertEqual(lint.stdout.split(separator: "\n").count, 2, lint.stdout)
        // A warm run: the name tables and the graph's relations are kept beside the index.
        XCTAssertEqual(try run(project, ["graph", "--format", "json"])?.stdout, graph.stdout)
        let files = try cacheFiles(project)
        XCTAssertTrue(files.contains { $0.hasSuffix("/index") }, "\(files)")
        for file in Set(files + files.map { ($0 as NSString).deletingLastPathComponent + "/name-tables" }) {
            unlink(file)
            XCTAssertEqual(mkfifo(file, 0o644), 0, file)
        }
        XCTAssertEqual(try run(project, ["lint", "--quiet"]).map { [String($0.status), $0.stdout] }, [String(lint.status), lint.stdout],
                       "lint with FIFOs in the cache folder")
        for file in try cacheFiles(project) where !file.hasSuffix("/index") {
            unlink(file)
            mkfifo(file, 0o644)
        }
        XCTAssertEqual(try run(project, ["graph", "--format", "json"])?.stdout, graph.stdout, "graph with FIFOs in the cache folder")
    }

    /// The language server opens the cache file when it first lints: a FIFO there blocked it.
    func testTheLanguageServerLintsWithAFIFOInTheCacheFolder() throws {
        let project = try project()
        XCTAssertEqual(try run(project, ["lint", "--quiet"])?.status, 0)
        for file in try cacheFiles(project) {
            unlink(file)
            mkfifo(file, 0o644)
        }
        let server = try LanguageServerConnection(executable: project.executable, directory: project.root.path, cacheHome: project.cacheHome)
        try server.initialize(root: project.root.path)
        let uri = project.root.appendingPathComponent("Sources/Leaf.swift").absoluteString
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                                    "text": try project.read("Sources/Leaf.swift")]])
        XCTAssertEqual(try server.diagnostics(for: uri).diagnostics.count, 1)
    }

    /// The server keeps the cache file it read mapped for its next lints; truncated in place
    /// meanwhile (with the files beside it), its next lint read past the end of the file: SIGBUS.
    /// Now it lints as without a cache, and writes the cache again.
    func testTheLanguageServerSurvivesItsCacheTruncatedBetweenLints() throws {
        let project = try project()
        XCTAssertEqual(try run(project, ["lint", "--quiet"])?.status, 0)
        let server = try LanguageServerConnection(executable: project.executable, directory: project.root.path, cacheHome: project.cacheHome)
        try server.initialize(root: project.root.path)
        let uri = project.root.appendingPathComponent("Sources/Leaf.swift").absoluteString
        let text = try project.read("Sources/Leaf.swift")
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
        XCTAssertEqual(try server.diagnostics(for: uri).diagnostics.count, 1)
        let files = try cacheFiles(project)
        XCTAssertFalse(files.isEmpty)
        for file in files { XCTAssertEqual(truncate(file, 0), 0, file) }
        try server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text + "\n"]]])
        let next = try server.diagnostics(for: uri)
        XCTAssertEqual(next.version, 2)
        XCTAssertEqual(next.diagnostics.count, 1)
        XCTAssertTrue(server.process.isRunning)
        let index = try XCTUnwrap(try cacheFiles(project).first { $0.hasSuffix("/index") })
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: index)[.size] as? Int) ?? 0, 0, "the cache is written again")
    }

    /// A cache file truncated as soon as it is mapped (a run's read of it raced with another
    /// program): its load gives no entries, and the run the findings of a run without a cache.
    func testACacheFileTruncatedWhileItIsReadLoadsAsNoCache() throws {
        let project = try RuleFixtureSupport.makeTemporaryFolder(), cacheBase = try RuleFixtureSupport.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: cacheBase)
        }
        try RuleFixtureSupport.write("# project root\n", to: project + "/.archlint.yml")
        try RuleFixtureSupport.write("class Vehicle {}\nclass Car: Vehicle {}\n", to: project + "/Sources/Base.swift")
        try RuleFixtureSupport.write("final class SportsCar: Car {}\n", to: project + "/Sources/Leaf.swift")
        func lint() throws -> [String] {
            try Linter.lint(LintRequest(paths: ["."], jobs: 2, currentDirectory: project, cacheBase: cacheBase)).findings.map { "\($0.path):\($0.line)" }
        }
        let cold = try lint()
        XCTAssertTrue(cold.contains("Sources/Leaf.swift:1"), "\(cold)")
        let folder = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cacheBase).first)
        let file = cacheBase + "/" + folder + "/index"
        // Keyed as a run with the default rules keys it.
        let rules = RuleCatalog.builtIn.rules.filter { Configuration().isEnabled($0, enable: [], disable: []) }
        let cache = IndexCache(base: cacheBase, root: project, summaryOptions: Linter.summaryOptions(Configuration(), rules: rules))
        XCTAssertEqual(cache.file, file)
        var sizeMapped = 0
        let loaded = cache.load(jobs: 2, mapped: { size in
            sizeMapped = size
            truncate(file, 0)
        })
        XCTAssertGreaterThan(sizeMapped, 0)
        XCTAssertTrue(loaded.contents.entries.isEmpty)
        XCTAssertNil(loaded.currentListing)

        // A workspace holding the contents it read (as the language server does) lints as without a
        // cache once the file shrank under them.
        XCTAssertEqual(try lint(), cold)
        let workspace = Workspace(root: project, cacheBase: cacheBase, jobs: 2)
        XCTAssertEqual(workspace.lint(LintTargets(paths: [project], displayBase: project)).findings.map { "\($0.path):\($0.line)" }, cold)
        truncate(file, 0)
        XCTAssertEqual(workspace.lint(LintTargets(paths: [project], displayBase: project)).findings.map { "\($0.path):\($0.line)" }, cold)
    }
}
