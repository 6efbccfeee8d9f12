import Foundation
import XCTest
@testable import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Many findings in one file: their cost in time and memory stays proportional to the findings and
/// the file, not to their product (each finding's fix walked every declaration of the file, each
/// finding kept a copy of its line, and `--diff` took (n + m) · d of memory).
final class FindingsAtScaleTests: XCTestCase {
    /// The built archlint run with `arguments` (the project's folder among them), output to files:
    /// its status, its standard output, its peak resident memory in bytes and its processor time in
    /// seconds (`wait4`'s, this child's alone).
    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, peakBytes: Int, seconds: Double) {
        let executable = try Project.builtExecutable()
        let scratch = try RuleFixtureSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, scratch + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ["XDG_CACHE_HOME=" + scratch + "/cache", "PATH=/usr/bin:/bin"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        guard spawned == 0 else { throw SystemError(code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if os(Linux)
        let peak = usage.ru_maxrss * 1024
        #else
        let peak = usage.ru_maxrss
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return (exitStatus, try String(contentsOfFile: scratch + "/stdout", encoding: .utf8), peak,
                seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    private func project(_ files: [String: String]) throws -> String {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try RuleFixtureSupport.write("# project root\n", to: folder + "/.archlint.yml")
        for (path, text) in files { try RuleFixtureSupport.write(text, to: folder + "/" + path) }
        return folder
    }

    /// 4,000 findings on one line of 140 kB: each kept a copy of the line (560 MB in all, and more
    /// for their reports); now they share the file's bytes.
    func testFindingsOnOneLongLineShareIt() throws {
        let leaves = (0..<4_000).map { "final class Leaf\($0): Middle {}; " }.joined()
        let folder = try project(["Sources/Line.swift": "class Base {}\nclass Middle: Base {}\n" + leaves + "\n"])
        let result = try run(["lint", "--no-cache", "--format", "json", folder])
        XCTAssertEqual(result.status, 0, "warnings only")
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["rule"] as? String == "inheritance_depth" && $0["line"] as? Int == 3 }.count, 4_000)
        XCTAssertLessThan(result.peakBytes, 250 << 20, "peak resident memory")
    }

    /// 16,000 fixes in one file: the diff is made from the fixes' own edits, in memory linear in the
    /// file (a general line diff took 12 GB), and `git apply` of it gives what `--fix` writes.
    func testDiffOfSixteenThousandFixesInOneFile() throws {
        let text = (0..<16_000).map { "class Screen\($0)ViewModel: ObservableObject {}\n" }.joined()
        let folder = try project(["Sources/Screens.swift": text])
        let diff = try run(["lint", "--no-cache", "--diff", folder])
        XCTAssertEqual(diff.stdout.components(separatedBy: "\n+final class Screen").count - 1, 16_000)
        XCTAssertLessThan(diff.peakBytes, 400 << 20, "peak resident memory")
        let patched = try project(["Sources/Screens.swift": text])
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        apply.arguments = ["git", "apply", "--unsafe-paths", "-"]
        apply.currentDirectoryURL = URL(fileURLWithPath: patched)
        let input = Pipe()
        apply.standardInput = input
        try apply.run()
        input.fileHandleForWriting.write(Data(diff.stdout.utf8))
        try input.fileHandleForWriting.close()
        apply.waitUntilExit()
        XCTAssertEqual(apply.terminationStatus, 0)
        XCTAssertEqual(try run(["lint", "--no-cache", "--fix", folder]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: patched + "/Sources/Screens.swift", encoding: .utf8),
                       try String(contentsOfFile: folder + "/Sources/Screens.swift", encoding: .utf8))
    }

    /// Each view model's fix looked for the class's other `#if` branches among every declaration of
    /// the file: four times the view models took about twelve times as long (in release builds,
    /// where the rest of a run is quick). Processor time, the least of two runs at each size; linear
    /// growth is 4, quadratic 16.
    func testViewModelFixesInOneFileGrowLinearly() throws {
        func seconds(_ count: Int) throws -> Double {
            let text = (0..<count).map { "#if os(iOS)\nclass Screen\($0)ViewModel: ObservableObject {}\n#else\nclass Screen\($0)ViewModel: ObservableObject {}\n#endif\n" }.joined()
            let folder = try project(["Sources/Screens.swift": text])
            var fastest = Double.infinity
            for _ in 0..<2 {
                let result = try run(["lint", "--no-cache", "--format", "json", folder])
                XCTAssertEqual(result.status, 0, "warnings only")
                fastest = min(fastest, result.seconds)
            }
            let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run(["lint", "--no-cache", "--format", "json", folder]).stdout.utf8)) as? [[String: Any]])
            let fixed = findings.filter { ($0["rule"] as? String) == "main_actor_view_model" && (($0["fix"] as? [String: Any])?["edits"] as? [Any])?.count == 2 }
            XCTAssertEqual(fixed.count, count, "each view model's fix covers both branches")
            return fastest
        }
        let small = try seconds(4_000), large = try seconds(16_000)
        XCTAssertLessThan(large / small, 8, "4,000 view models: \(small) s; 16,000: \(large) s")
    }
}
