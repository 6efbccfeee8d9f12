import Foundation
import XCTest
@testable import ArchLintKit

/// The README's integration snippets, run as they are written there: the VS Code task's command
/// and problem-matcher pattern against every kind of line archlint prints, the Vim lines in a real
/// `vim -es`, the Xcode build-phase script, and the pre-commit configuration's `rev`.
final class IntegrationSnippetTests: XCTestCase {
    // MARK: - README

    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The body of the README's fenced block of `language` that contains `marker`.
    static func readmeSnippet(_ language: String, containing marker: String) throws -> String {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        let matching = blocks.filter { $0.contains(marker) }
        guard matching.count == 1 else {
            throw XCTSkip("README.md has \(matching.count) \(language) blocks containing '\(marker)', not one")
        }
        return matching[0]
    }

    // MARK: - project

    static let cafePath = "Sources/Privacy and Safety/Café.swift"

    /// A project in a folder with spaces: an inheritance_depth error on a line with an emoji before
    /// the name (byte column 24, scalar column 21), and an unused suppression (a warning) elsewhere.
    private func project() throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", """
            disabled_rules: [credentials_in_defaults, explicit_coding_keys, init_injection, main_actor_view_model]
            inheritance_depth:
              severity: error

            """)
        try project.write("Sources/Garage/Vehicle.swift", "class Vehicle {}\nclass Car: Vehicle {}\n")
        try project.write(Self.cafePath, """
            import Foundation

            /* 🚗 */ final class Café: Car {}

            """)
        try project.write("Sources/Garage/Sedan.swift", """
            // archlint:disable:next inheritance_depth
            final class Sedan: Vehicle {}

            """)
        return project
    }

    /// The bytes of `path`'s `line` from 1-based byte `column`, as an editor jumping there shows them.
    private func text(at path: String, line: Int, byteColumn column: Int, in project: Project) throws -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.root.appendingPathComponent(path)
        let lines = try Data(contentsOf: url).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return String(decoding: lines[line - 1].dropFirst(column - 1), as: UTF8.self)
    }

    /// `PATH` with the archlint under test first.
    private func path(with project: Project) -> String {
        (project.executable as NSString).deletingLastPathComponent + ":/usr/bin:/bin"
    }

    private func shell(_ script: String, in directory: URL, environment: [String: String]) throws -> Project.Result {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        // NO_COLOR only as the snippet sets it (the test runner sets it for its own processes).
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { $1 }
        for name in ["out", "err"] { try Data().write(to: URL(fileURLWithPath: scratch + "/" + name)) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
        try process.run()
        process.waitUntilExit()
        return Project.Result(status: process.terminationStatus,
                              stdout: try String(contentsOfFile: scratch + "/out", encoding: .utf8),
                              stderr: try String(contentsOfFile: scratch + "/err", encoding: .utf8))
    }

    // MARK: - VS Code

    private struct Problem: Equatable {
        var file: String, line: Int, column: Int, severity: String, message: String, code: String?
    }

    /// The task of the README's `.vscode/tasks.json` and its pattern as VS Code reads them.
    private func vsCodeTask() throws -> (command: String, environment: [String: String], fileLocation: [String], pattern: NSRegularExpression) {
        let json = try Self.readmeSnippet("json", containing: "problemMatcher")
        let tasks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let task = try XCTUnwrap((tasks["tasks"] as? [[String: Any]])?.first)
        let matcher = try XCTUnwrap(task["problemMatcher"] as? [String: Any])
        let pattern = try XCTUnwrap(matcher["pattern"] as? [String: Any])
        XCTAssertEqual(["file", "line", "column", "severity", "message", "code"].map { pattern[$0] as? Int }, [1, 2, 3, 4, 5, 6])
        let environment = ((task["options"] as? [String: Any])?["env"] as? [String: String]) ?? [:]
        return (try XCTUnwrap(task["command"] as? String), environment, try XCTUnwrap(matcher["fileLocation"] as? [String]),
                try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String)))
    }

    private func problem(in line: String, pattern: NSRegularExpression) -> Problem? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.firstMatch(in: line, range: range) else { return nil }
        func group(_ index: Int) -> String? {
            Range(match.range(at: index), in: line).map { String(line[$0]) }
        }
        return Problem(file: group(1)!, line: Int(group(2)!)!, column: Int(group(3)!)!, severity: group(4)!,
                       message: group(5)!, code: group(6))
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    func testVSCodeTaskRunsOnAPathWithSpacesAndItsPatternReadsTheFindings() throws {
        let project = try project()
        let task = try vsCodeTask()
        XCTAssertEqual(task.fileLocation, ["autoDetect", "${workspaceFolder}"])
        // VS Code substitutes ${file} (the absolute path) into the command, which a shell runs in the
        // workspace, in a terminal: `script` gives it one, where archlint would colour its output.
        #if os(Linux)
        let command = task.command.replacingOccurrences(of: "${file}", with: project.root.appendingPathComponent(Self.cafePath).path)
        let quoted = "'" + command.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let result = try shell("\(try installedTool("script")) -qec \(quoted) /dev/null", in: project.root,
                               environment: task.environment.merging(["PATH": path(with: project)]) { $1 })
        #else
        throw XCTSkip("the terminal is given by util-linux's script")
        #endif
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "colour codes in: \(result.stdout)")
        // The terminal ends lines with CR LF; VS Code reads the line without them.
        let problems = lines(result.stdout.replacingOccurrences(of: "\r", with: "")).map { problem(in: $0, pattern: task.pattern) }
        XCTAssertEqual(problems.count, 1, result.stdout)
        let found = try XCTUnwrap(problems.first ?? nil, result.stdout)
        XCTAssertEqual(found.file, Self.cafePath)
        XCTAssertEqual([found.line, found.column], [3, 24])
        XCTAssertEqual(found.severity, "error")
        XCTAssertEqual(found.code, "inheritance_depth")
        XCTAssertFalse(found.message.hasSuffix("]"), found.message)
        XCTAssertTrue(try text(at: found.file, line: found.line, byteColumn: found.column, in: project).hasPrefix("Café:"))
    }

    /// Every kind of line archlint prints: findings and configuration errors (each must give a
    /// problem at an existing file) and everything else (summaries, skipped files, run warnings,
    /// usage errors), which must give none.
    func testVSCodePatternMatchesEveryLocatedLineAndNothingElse() throws {
        let project = try project()
        let pattern = try vsCodeTask().pattern
        /// Each line with the problem it must give, when known, and whether its file must exist.
        var located: [(String, Problem?, Bool)] = []
        var unlocated: [String] = []

        let lint = project.run(["lint"])
        XCTAssertEqual(lint.status, 1)
        XCTAssertEqual(lines(lint.stdout).count, 2, lint.stdout)
        located += lines(lint.stdout).map { ($0, nil, true) }
        unlocated += lines(lint.stderr)

        let configurations = [
            "exclude: [Pods]\n": Problem(file: "", line: 1, column: 1, severity: "error",
                                         message: "unknown key 'exclude'; did you mean 'excluded'?", code: nil),
            "included: [Sources\n": nil,
            "inheritance_depth:\n  max_depth: two\n": Problem(file: "", line: 2, column: 14, severity: "error",
                                                             message: "expected an integer for option 'max_depth', found 'two'", code: nil),
            "disabled_rules: [inheritance_dept]\n": nil,
            // After a non-ASCII string, the column counts bytes.
            "excluded: [\"Café\", [1]]\n": nil,
        ]
        for (index, (text, expected)) in configurations.sorted(by: { $0.key < $1.key }).enumerated() {
            try project.write("bad\(index).yml", text)
            let result = project.run(["lint", "--config", "bad\(index).yml"])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(lines(result.stderr).count, 1, result.stderr)
            var expectation = expected
            expectation?.file = project.root.appendingPathComponent("bad\(index).yml").path
            located += lines(result.stderr).map { ($0, expectation, true) }
        }
        let missingConfiguration = project.run(["lint", "--config", "missing.yml"])
        XCTAssertEqual(missingConfiguration.status, 2)
        located += lines(missingConfiguration.stderr).map { ($0, nil, false) }

        // Lines without a position.
        try project.write("Sources/Bad/Logo.swift", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0])
        try project.write("Docs/readme.md", "no Swift here\n")
        try project.write("Pods/Lib/Lib.swift", "class Lib {}\n")
        for arguments in [["lint", "Sources/Bad"], ["lint", "Docs"], ["lint", "Pods/Lib/Lib.swift"], ["lint", "Missing"],
                          ["lint", "--fromat", "json"], ["lint", "--baseline", "none.json"], ["lint", "--write-baseline", "b.json"]] {
            let result = project.run(arguments)
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments)")
            unlocated += lines(result.stderr)
        }

        for (line, expected, exists) in located {
            guard let found = problem(in: line, pattern: pattern) else {
                XCTFail("the pattern does not match: \(line)")
                continue
            }
            let file = found.file.hasPrefix("/") ? found.file : project.root.appendingPathComponent(found.file).path
            XCTAssertEqual(FileManager.default.fileExists(atPath: file), exists, "file \(found.file) in: \(line)")
            XCTAssertFalse(found.message.isEmpty || found.message.hasSuffix(" "), line)
            if let code = found.code { XCTAssertNotNil(RuleCatalog.builtIn[code], line) }
            if let expected { XCTAssertEqual(found, expected, line) }
        }
        XCTAssertEqual(located.filter { problem(in: $0.0, pattern: pattern)?.code != nil }.count, 2)
        XCTAssertGreaterThanOrEqual(unlocated.count, 8)
        for line in unlocated {
            XCTAssertNil(problem(in: line, pattern: pattern), "a line without a position gives a problem: \(line)")
        }
    }

    // MARK: - Vim

    /// Opens `file` in `vim -es` with only the README's lines as configuration, writes it (which
    /// runs `:make` through the BufWritePost autocommand) and returns the quickfix list as
    /// `file|line|column|type|text`, valid entries only.
    private func quickfixAfterWriting(_ file: String, in project: Project) throws -> [String] {
        let vim = try installedTool("vim")
        let snippet = try Self.readmeSnippet("vim", containing: "makeprg")
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try snippet.write(toFile: scratch + "/archlint.vim", atomically: true, encoding: .utf8)
        let script = """
            filetype on
            source \(scratch)/archlint.vim
            execute 'edit ' . fnameescape('\(file)')
            write
            call writefile(map(filter(getqflist(), 'v:val.valid'), 'bufname(v:val.bufnr) . "|" . v:val.lnum . "|" . v:val.col . "|" . v:val.type . "|" . v:val.text'), '\(scratch)/quickfix')
            qall!

            """
        try script.write(toFile: scratch + "/script.vim", atomically: true, encoding: .utf8)
        let result = try shell("'\(vim)' -es -N -u NONE -i NONE -S '\(scratch)/script.vim' </dev/null", in: project.root,
                               environment: ["PATH": path(with: project), "HOME": scratch])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        return try String(contentsOfFile: scratch + "/quickfix", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testVimLinesFillTheQuickfixListWithByteColumns() throws {
        let project = try project()
        let entries = try quickfixAfterWriting(Self.cafePath, in: project)
        XCTAssertEqual(entries.count, 1, "\(entries)")
        let fields = try XCTUnwrap(entries.first).split(separator: "|", maxSplits: 4).map(String.init)
        XCTAssertEqual(Array(fields.prefix(4)), [Self.cafePath, "3", "24", "e"])
        XCTAssertTrue(fields.last?.hasSuffix("[inheritance_depth]") == true, "\(fields)")
        // Vim's columns are bytes: it lands on the name, not three bytes short of it.
        XCTAssertTrue(try text(at: fields[0], line: 3, byteColumn: 24, in: project).hasPrefix("Café:"))
    }

    func testVimLinesListAConfigurationError() throws {
        let project = try project()
        try project.write(".archlint.yml", "disabled_rules: []\nexclude: [Pods]\n")
        let entries = try quickfixAfterWriting(Self.cafePath, in: project)
        XCTAssertEqual(entries.count, 1, "\(entries)")
        let fields = try XCTUnwrap(entries.first).split(separator: "|", maxSplits: 4).map(String.init)
        XCTAssertTrue(fields[0].hasSuffix(".archlint.yml"), fields[0])
        XCTAssertEqual(Array(fields[1...3]), ["2", "1", "e"])
        XCTAssertEqual(fields[4], "unknown key 'exclude'; did you mean 'excluded'?")
    }

    // MARK: - Xcode

    func testXcodeBuildPhasePrintsAbsolutePathsAndFailsOnErrors() throws {
        let project = try project()
        let script = try Self.readmeSnippet("sh", containing: "--absolute-paths")
        // Xcode runs the phase from a folder of its own, with SRCROOT naming the project.
        let elsewhere = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let result = try shell(script, in: URL(fileURLWithPath: elsewhere),
                               environment: ["SRCROOT": project.root.path, "PATH": path(with: project)])
        XCTAssertEqual(result.status, 1, "an error finding fails the build: \(result.stderr)")
        let located = lines(result.stdout)
        XCTAssertEqual(located.count, 2, result.stdout)
        for line in located {
            let path = String(line.prefix { $0 != ":" })
            XCTAssertTrue(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path), line)
        }
        let cafe = project.root.appendingPathComponent(Self.cafePath).path + ":3:24: error: "
        XCTAssertTrue(located.contains { $0.hasPrefix(cafe) && $0.hasSuffix(" [inheritance_depth]") }, result.stdout)

        let without = try shell(script, in: URL(fileURLWithPath: elsewhere),
                                environment: ["SRCROOT": project.root.path, "PATH": "/usr/bin:/bin"])
        if !FileManager.default.fileExists(atPath: "/opt/homebrew/bin/archlint"), !FileManager.default.fileExists(atPath: "/usr/local/bin/archlint") {
            XCTAssertEqual(without.status, 0)
            XCTAssertEqual(without.stdout, "warning: archlint is not installed\n")
        }
    }

    // MARK: - pre-commit

    /// The manifest's hooks by id, each as its `key: value` lines.
    private func preCommitHooks() throws -> [String: [String]] {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [String: [String]] = [:]
        var current: String?
        for line in manifest.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            if line.hasPrefix("- id: ") {
                current = String(line.dropFirst("- id: ".count))
                hooks[current!] = []
            } else if let id = current, line.hasPrefix("  "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                hooks[id]?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return hooks
    }

    /// No release is tagged, so the README's configuration names the branch (which
    /// `pre-commit autoupdate` pins; `Scripts/test-pre-commit` runs it), shows `--strict`, and uses
    /// the system hook; every hook id it names is the manifest's, and both hooks are verbose, so
    /// that warnings of a passing run are seen.
    func testPreCommitConfigurationNamesHooksOfTheManifest() throws {
        let configuration = try Self.readmeSnippet("yaml", containing: "rev:")
        let rev = configuration.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("rev:") }
        XCTAssertTrue(rev?.trimmingCharacters(in: .whitespaces).hasPrefix("rev: main ") == true, String(rev ?? ""))
        XCTAssertTrue(configuration.contains("# args: [--strict]"), configuration)
        let named = try NSRegularExpression(pattern: #"id: ([a-z-]+)"#).matches(in: configuration, range: NSRange(configuration.startIndex..., in: configuration))
            .map { (configuration as NSString).substring(with: $0.range(at: 1)) }
        XCTAssertEqual(named, ["archlint-system", "archlint"], configuration)
        let hooks = try preCommitHooks()
        XCTAssertEqual(hooks.keys.sorted(), ["archlint", "archlint-system"])
        for id in named { XCTAssertNotNil(hooks[id], "the README names hook '\(id)', which the manifest lacks") }
        for (id, lines) in hooks {
            XCTAssertTrue(lines.contains("verbose: true"), "\(id): \(lines)")
            XCTAssertTrue(lines.contains("entry: archlint lint"), "\(id): \(lines)")
            XCTAssertTrue(lines.contains("types: [swift]"), "\(id): \(lines)")
        }
        XCTAssertTrue(hooks["archlint-system"]?.contains("language: system") == true)
        XCTAssertTrue(hooks["archlint"]?.contains("language: swift") == true)
    }

    // MARK: - SwiftPM and the Action

    /// The README's `Package.swift` lines resolve today: the package at its URL on the branch (no
    /// release tag exists for `from:`), and plugins this package's manifest declares, named by the
    /// package identity SwiftPM derives from the URL.
    func testSwiftPMSnippetDependsOnTheBranchAndNamesThePlugins() throws {
        let snippet = try Self.readmeSnippet("swift", containing: ".package(url:")
        XCTAssertTrue(snippet.contains(".package(url: \"\(ArchLint.informationURI)\", branch: \"main\")"), snippet)
        let identity = try XCTUnwrap(ArchLint.informationURI.split(separator: "/").last).lowercased()
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let plugins = try NSRegularExpression(pattern: #"\.plugin\(name: "([A-Za-z]+)", package: "([a-z-]+)"\)"#)
            .matches(in: snippet, range: NSRange(snippet.startIndex..., in: snippet))
        XCTAssertFalse(plugins.isEmpty, snippet)
        for match in plugins {
            let name = (snippet as NSString).substring(with: match.range(at: 1))
            XCTAssertEqual((snippet as NSString).substring(with: match.range(at: 2)), identity)
            XCTAssertTrue(manifest.contains(".plugin(name: \"\(name)\", targets: [\"\(name)\"])"), "no plugin product \(name)")
        }
    }

    /// The README's workflow takes the action from the branch, with inputs `action.yml` declares.
    func testWorkflowUsesTheActionAtMainWithItsInputs() throws {
        let workflow = try Self.readmeSnippet("yaml", containing: "uses: archlint/archlint@")
        XCTAssertTrue(workflow.contains("      - uses: archlint/archlint@main\n"), workflow)
        let action = try String(contentsOf: Self.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let inputs = try NSRegularExpression(pattern: #"^ {10}#? ?([a-z-]+):"#, options: [.anchorsMatchLines])
            .matches(in: workflow, range: NSRange(workflow.startIndex..., in: workflow))
            .map { (workflow as NSString).substring(with: $0.range(at: 1)) }
        XCTAssertEqual(inputs, ["paths", "baseline", "strict", "upload-sarif"], workflow)
        for input in inputs { XCTAssertTrue(action.contains("\n  \(input):\n"), "action.yml lacks the input \(input)") }
    }
}
