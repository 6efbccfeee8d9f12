import Foundation
import XCTest
@testable import ArchLintKit

/// `lint --fix`, `--unsafe-fixes` and `--diff` on every fixture project of the rules with fixes:
/// after `--fix` no fixable finding is left, each changed file still parses, a second `--fix`
/// changes nothing, the files equal the edits the JSON report names applied by this test on its
/// own (so no byte outside them moved), and `git apply` of the `--diff` output gives the same files.
final class FixTests: XCTestCase {
    /// The rules whose fixes are built, with whether the fix is safe.
    static let rulesWithFixes: [String: Bool] = ["unused_suppression": true, "main_actor_view_model": false, "final_view_model": true,
                                                       "constants_namespace": true]

    func testEveryFixtureProjectOfARuleWithAFixIsFixedCleanly() throws {
        var changedFiles = 0
        for (rule, name, folder) in try RuleFixtureSupport.fixtureCases() where FixTests.rulesWithFixes[rule] != nil {
            changedFiles += try checkFixes(of: folder, label: "Fixtures/\(rule)/\(name)")
        }
        XCTAssertGreaterThan(changedFiles, 20)
    }

    func testSafeFixesOnlyWithoutUnsafeFixes() throws {
        let project = try copy(RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/main_actor_view_model/report_fix_text_shapes").path)
        let before = try snapshot(project)
        // final_view_model's safe fix would make these view models final: only main_actor_view_model's is asked about.
        let result = run(["lint", "--no-cache", "--fix", "--disable", "final_view_model", "."], in: project)
        XCTAssertEqual(try snapshot(project), before, "main_actor_view_model's fix is unsafe")
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stdout.contains("[main_actor_view_model]"))
    }

    func testCatalogNamesTheKindOfEveryFixItsRulesGive() throws {
        for rule in RuleCatalog.builtIn.rules {
            XCTAssertEqual(rule.autofix.map { $0.kind == .safe }, FixTests.rulesWithFixes[rule.id], rule.id)
            XCTAssertTrue(RuleCatalog.explainText(for: rule).contains(rule.autofix == nil ? "Fix: none" : "Fix ("), rule.id)
            // The language server's title of an unsafe fix says so.
            if let autofix = rule.autofix { XCTAssertEqual(autofix.title.contains("(unsafe: "), autofix.kind == .unsafe, rule.id) }
        }
        // FixtureTests checks each fixture finding's fix against its rule's `autofix:`.
    }

    /// cli.md: `final_view_model` inserts `final ` before `class` (safe), in each `#if` branch. Where
    /// the class has no attributes, `@MainActor` goes in at the same offset: the second waits a round.
    func testFinalViewModelFixInsertsFinalAndMeetsMainActorInASecondRound() throws {
        guard RuleCatalog.builtIn["final_view_model"] != nil else {
            throw XCTSkip("final_view_model has not landed on main (branch observable-final); its fix is built with it")
        }
        XCTAssertEqual(RuleCatalog.builtIn["final_view_model"]?.autofix?.kind, .safe, "final_view_model landed without its fix")
        let project = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: project) }
        try RuleFixtureSupport.write("# fixture project root\n", to: project + "/.archlint.yml")
        try RuleFixtureSupport.write("""
            import Combine

            class FeedViewModel: ObservableObject {}

            #if os(iOS)
            \tpublic class ComposerViewModel: ObservableObject {}
            #else
            \tpublic class ComposerViewModel: ObservableObject {}
            #endif

            """, to: project + "/App/FeedViewModel.swift")
        let result = run(["lint", "--no-cache", "--fix", "--unsafe-fixes", "."], in: project)
        XCTAssertEqual(try String(contentsOfFile: project + "/App/FeedViewModel.swift", encoding: .utf8), """
            import Combine

            @MainActor
            final class FeedViewModel: ObservableObject {}

            #if os(iOS)
            \t@MainActor
            \tpublic final class ComposerViewModel: ObservableObject {}
            #else
            \t@MainActor
            \tpublic final class ComposerViewModel: ObservableObject {}
            #endif

            """, result.stderr)
    }

    /// `--baseline` with `--fix`: findings the baseline hides are not the user's to fix now (they are
    /// not reported), also when a fix of another finding changes the line their fingerprint reads.
    func testFixLeavesBaselinedFindingsAlone() throws {
        let project = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: project) }
        try RuleFixtureSupport.write("# fixture project root\n", to: project + "/.archlint.yml")
        let legacy = """
            import Combine

            class FeedViewModel: ObservableObject {}

            struct FeedRow {
                // archlint:disable:next init_injection
                let title: String
            }

            """
        try RuleFixtureSupport.write(legacy, to: project + "/App/FeedViewModel.swift")
        // Recorded before final_view_model was switched on: its findings are new, main_actor_view_model's are not.
        let recorded = run(["lint", "--no-cache", "--disable", "final_view_model", "--write-baseline", "baseline.json", "."], in: project)
        XCTAssertEqual(recorded.status, .success, recorded.stderr)
        try RuleFixtureSupport.write("final class ProfileStore {\n    // archlint:disable:next init_injection\n    let id = 1\n}\n",
                                     to: project + "/App/ProfileStore.swift")
        let result = run(["lint", "--no-cache", "--fix", "--unsafe-fixes", "--baseline", "baseline.json", "."], in: project)
        XCTAssertEqual(try String(contentsOfFile: project + "/App/FeedViewModel.swift", encoding: .utf8),
                       legacy.replacingOccurrences(of: "class FeedViewModel", with: "final class FeedViewModel"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: project + "/App/ProfileStore.swift", encoding: .utf8), "final class ProfileStore {\n    let id = 1\n}\n")
        XCTAssertTrue(result.stderr.contains("archlint: fixed 2 findings in 2 files"), result.stderr)
        // The class line changed, so its main_actor_view_model finding no longer matches the baseline: reported, not fixed.
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.split(separator: " ").last!) }, ["[main_actor_view_model]"], result.stdout)

        // The safe fixes are done: a second run changes nothing.
        let diff = run(["lint", "--no-cache", "--diff", "--baseline", "baseline.json", "."], in: project)
        XCTAssertEqual(diff.stdout, "")
    }

    func testOverlappingFixesWaitForTheNextRound() {
        let file = SourceFile(path: "A.swift", text: "class A {}\n")
        let insertFinal = Fix(isSafe: true, edits: [.inserting("final ", before: 0, in: file)])
        let insertActor = Fix(isSafe: false, edits: [.insertingLine("@MainActor", above: 0, in: file)])
        let replace = Fix(isSafe: true, edits: [Fix.Edit(range: 6..<7, text: "B", in: file)])
        let result = Fix.apply([replace, insertFinal, insertActor], to: file.bytes)
        XCTAssertEqual(result.applied, 2)
        XCTAssertEqual(result.deferred, 1)
        XCTAssertTrue(["@MainActor\nclass B {}\n", "final class B {}\n"].contains(String(decoding: result.bytes, as: UTF8.self)))
    }

    func testStdinBufferIsFixedToStandardOutputAndNothingIsWritten() throws {
        let project = try copy(RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/unused_suppression/report_fix_directive_forms").path)
        let path = "App/Profile/ProfileService.swift"
        let before = try snapshot(project)
        let buffer = "final class ProfileService {\n    // archlint:disable:next init_injection\n    let id = 1\n}\n"
        let result = run(["lint", "--no-cache", "--fix", "--stdin-path", path], in: project, standardInput: Array(buffer.utf8))
        XCTAssertEqual(result.stdout, "final class ProfileService {\n    let id = 1\n}\n")
        XCTAssertEqual(try snapshot(project), before)
        XCTAssertEqual(result.status, .success)
    }

    func testReadOnlyAndChangedFilesAreNotWrittenAndTheOthersAre() throws {
        let project = try copy(RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/unused_suppression/report_fix_directive_forms").path)
        let readOnly = project + "/App/Profile/AvatarStore.swift"
        let original = try Data(contentsOf: URL(fileURLWithPath: readOnly))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
        let result = run(["lint", "--no-cache", "--fix", "."], in: project)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: readOnly)), original)
        XCTAssertTrue(result.stderr.contains("archlint: App/Profile/AvatarStore.swift: read-only file; not fixed\n"), result.stderr)
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertFalse(try String(contentsOfFile: project + "/App/Profile/ProfileService.swift", encoding: .utf8).contains("archlint:disable:next init_injection"))
        // What is left is what is on disk: the read-only file's findings. The summary counts only what was written.
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains("AvatarStore.swift") }.count, 2)
        XCTAssertTrue(result.stderr.contains("archlint: fixed 5 findings in 1 file\n"), result.stderr)
        let nothingWritable = try copy(RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/unused_suppression/report_fix_directive_forms").path)
        for name in ["AvatarStore", "ProfileService"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: nothingWritable + "/App/Profile/\(name).swift")
        }
        let none = run(["lint", "--no-cache", "--fix", "."], in: nothingWritable)
        XCTAssertTrue(none.stderr.contains("archlint: fixed 0 findings in 0 files\n"), none.stderr)

        // A file that changes between linting and fixing keeps its new bytes.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: readOnly)
        let workspace = Workspace(root: project, cacheBase: nil, jobs: 1)
        let targets = LintTargets(paths: [project], displayBase: project)
        let linted = workspace.lint(targets)
        XCTAssertEqual(linted.findings.filter { $0.path == "App/Profile/AvatarStore.swift" && $0.fix != nil }.count, 2)
        let edited = Array("// edited meanwhile\n".utf8) + Array(original)
        try Data(edited).write(to: URL(fileURLWithPath: readOnly))
        let outcome = workspace.lintApplyingFixes(targets, FixRequest(mode: .write, includesUnsafe: true), linted: linted)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: readOnly))), edited)
        XCTAssertEqual(outcome.fixes?.failures, ["archlint: App/Profile/AvatarStore.swift: changed since it was linted; not fixed"])
    }

    // MARK: - checks

    /// Runs the checks on a copy of `folder`; returns how many files the fixes changed.
    private func checkFixes(of folder: String, label: String) throws -> Int {
        let fixed = try copy(folder), patched = try copy(folder)
        let original = try snapshot(fixed)
        let report = run(["lint", "--no-cache", "--format", "json", "."], in: fixed)
        let diff = run(["lint", "--no-cache", "--diff", "--unsafe-fixes", "."], in: fixed)
        XCTAssertEqual(try snapshot(fixed), original, "\(label): --diff changed files")
        let first = run(["lint", "--no-cache", "--fix", "--unsafe-fixes", "."], in: fixed)
        let afterFix = try snapshot(fixed)
        let changed = afterFix.keys.filter { afterFix[$0] != original[$0] }.sorted()
        XCTAssertEqual(diff.status, changed.isEmpty ? .success : .failingFindings, label)

        // Re-linting finds nothing left to fix.
        let left = try Linter.lint(LintRequest(paths: [fixed], jobs: 2, currentDirectory: fixed))
        XCTAssertEqual(left.findings.filter { $0.fix != nil }.map { "\($0.path):\($0.line) \($0.ruleID)" }, [], label)
        XCTAssertEqual(first.status, left.findings.contains { $0.severity == .error } ? .failingFindings : .success, label)

        // A second --fix changes nothing.
        _ = run(["lint", "--no-cache", "--fix", "--unsafe-fixes", "."], in: fixed)
        XCTAssertEqual(try snapshot(fixed), afterFix, "\(label): a second --fix changed files")

        // git apply of the diff gives the same files.
        if !diff.stdout.isEmpty {
            let apply = shell(["git", "apply", "--unsafe-paths", "-"], in: patched, input: diff.stdout)
            XCTAssertEqual(apply.status, 0, "\(label): git apply failed: \(apply.output)\n\(diff.stdout)")
            XCTAssertEqual(try snapshot(patched), afterFix, "\(label): git apply of --diff differs from --fix")
        }

        // The files equal the report's first-round edits applied here on their own, when one round did all.
        let findings = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [[String: Any]] ?? []
        var editsByPath: [String: [[String: Any]]] = [:]
        for finding in findings {
            guard let fix = finding["fix"] as? [String: Any], let path = finding["path"] as? String else { continue }
            editsByPath[path, default: []] += fix["edits"] as? [[String: Any]] ?? []
        }
        for path in changed {
            let expected = applying(editsByPath[path] ?? [], to: original[path]!)
            XCTAssertEqual(String(decoding: afterFix[path]!, as: UTF8.self), String(decoding: expected, as: UTF8.self), "\(label)/\(path)")
            // Bare `/regex/` literals need the flag (Swift 6 mode turns it on).
            let parse = shell(["swiftc", "-parse", "-enable-bare-slash-regex", fixed + "/" + path], in: fixed)
            XCTAssertEqual(parse.status, 0, "\(label)/\(path) does not parse after the fix: \(parse.output)")
        }
        return changed.count
    }

    /// Applies JSON edits (1-based lines, columns in UTF-8 bytes) from the end.
    private func applying(_ edits: [[String: Any]], to bytes: [UInt8]) -> [UInt8] {
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        func offset(_ line: Int, _ column: Int) -> Int { lineStarts[line - 1] + column - 1 }
        let ranges = edits.map { edit -> (Int, Int, String) in
            (offset(edit["line"] as! Int, edit["column"] as! Int), offset(edit["endLine"] as! Int, edit["endColumn"] as! Int), edit["text"] as! String)
        }.sorted { ($0.0, $0.1) > ($1.0, $1.1) }
        var result = bytes
        for (start, end, text) in ranges { result.replaceSubrange(start..<end, with: Array(text.utf8)) }
        return result
    }

    // MARK: - helpers

    private func run(_ arguments: [String], in directory: String, standardInput: [UInt8] = []) -> (status: ExitStatus, stdout: String, stderr: String) {
        var stdout = "", stderr = ""
        let context = ToolContext(currentDirectory: directory, environment: [:], standardOutputIsTerminal: false,
                                  readStandardInput: { standardInput }, writeStandardOutput: { stdout += $0 },
                                  writeStandardError: { stderr += $0 })
        return (ArchLintTool.run(arguments, context: context), stdout, stderr)
    }

    private func shell(_ arguments: [String], in directory: String, input: String = "") -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        do { try process.run() } catch { return (-1, "\(error)") }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private func copy(_ folder: String) throws -> String {
        let target = try RuleFixtureSupport.makeTemporaryFolder() + "/project"
        try FileManager.default.copyItem(atPath: folder, toPath: target)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: (target as NSString).deletingLastPathComponent) }
        return target
    }

    /// Every file of the project by relative path.
    private func snapshot(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! where !ProjectFiles.isDirectory(folder + "/" + path) {
            files[path] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
        }
        return files
    }
}

/// Fixes in the SARIF report (§3.55): one replacement per edit, on the finding's file.
final class SARIFFixTests: XCTestCase {
    func testSARIFResultsCarryTheirFixesAsReplacements() throws {
        let folder = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/main_actor_view_model/report_fix_text_shapes").path
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 1, currentDirectory: folder))
        let context = ReportContext(projectRoot: outcome.projectRoot, currentDirectory: folder, rules: outcome.rules,
                                    severities: outcome.severities, useColor: false)
        let log = try JSONSerialization.jsonObject(with: Data(renderReport(outcome.findings, format: .sarif, context: context).utf8)) as! [String: Any]
        let results = ((log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let isolation = results.filter { $0["ruleId"] as? String == "main_actor_view_model" }
        let composer = try XCTUnwrap(isolation.first { (($0["message"] as! [String: Any])["text"] as! String).contains("'ComposerViewModel'") })
        let change = try XCTUnwrap(((composer["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((change["artifactLocation"] as! [String: Any])["uri"] as? String, "App/Feed/FeedViewModel.swift")
        // The class is declared unisolated in two #if branches: one insertion in each.
        let replacements = change["replacements"] as! [[String: Any]]
        XCTAssertEqual(replacements.map { ($0["deletedRegion"] as! [String: Any])["startLine"] as! Int }, [16, 20])
        XCTAssertEqual(replacements.map { ($0["insertedContent"] as! [String: Any])["text"] as! String }, ["    @MainActor\n", "    @MainActor\n"])
        // SearchViewModel's base needs the fix; it has none of its own.
        let search = try XCTUnwrap(isolation.first { (($0["message"] as! [String: Any])["text"] as! String).contains("'SearchViewModel'") })
        XCTAssertNil(search["fixes"])
    }
}
