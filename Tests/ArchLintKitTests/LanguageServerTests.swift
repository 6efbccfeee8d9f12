import Foundation
import XCTest
@testable import ArchLintKit

/// `archlint lsp` end to end: each test runs the server binary and speaks JSON-RPC to it.
final class LanguageServerTests: XCTestCase {
    typealias Message = LanguageServerConnection.Message

    var project = ""
    var cacheHome: String { project + "-cache" }
    var server: LanguageServerConnection!

    /// `/* 🚗 */` before the declaration: the finding's column is 21 in UTF-16 units, 19 in scalars.
    static let sportsCar = "import UIKit\n\n/* 🚗 */ final class SportsCar: Car {}\n"

    override func setUpWithError() throws {
        project = try RuleFixtureSupport.makeTemporaryFolder()
        try RuleFixtureSupport.write(EndToEndTests.configuration, to: project + "/.archlint.yml")
        try RuleFixtureSupport.write("class Vehicle {}\nclass Car: Vehicle {}\n", to: project + "/Sources/Vehicles.swift")
        try RuleFixtureSupport.write(Self.sportsCar, to: project + "/Sources/SportsCar.swift")
        server = try LanguageServerConnection(executable: Project.builtExecutable(), directory: project, cacheHome: cacheHome)
    }

    override func tearDown() {
        server = nil
        try? FileManager.default.removeItem(atPath: project)
        try? FileManager.default.removeItem(atPath: cacheHome)
    }

    func uri(_ relative: String) -> String { URL(fileURLWithPath: project + "/" + relative).absoluteString }

    func open(_ uri: String, _ text: String, version: Int = 1) throws {
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
    }

    func change(_ uri: String, version: Int, _ changes: [[String: Any]]) throws {
        try server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> [String: Any] {
        ["start": ["line": line, "character": start], "end": ["line": endLine, "character": end]]
    }

    func position(_ diagnostic: Message) -> [Int] {
        let range = diagnostic["range"] as! Message
        let start = range["start"] as! Message, end = range["end"] as! Message
        return [start["line"], start["character"], end["line"], end["character"]].map { $0 as! Int }
    }

    /// What `archlint lint --stdin-path PATH --format json` reports for `text`.
    func lintStdinPath(_ relative: String, _ text: String) throws -> [Message] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: runStdinPath(["--format", "json", "--stdin-path", relative], text)) as? [Message])
    }

    /// The standard output of `archlint lint --quiet ARGUMENTS` with `text` on standard input.
    func runStdinPath(_ arguments: [String], _ text: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Project.builtExecutable())
        process.arguments = ["lint", "--quiet"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: project)
        process.environment = ["XDG_CACHE_HOME": cacheHome]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// `text` with LSP text edits applied (0-based lines, UTF-16 characters), from the last.
    static func applying(_ edits: [Message], to text: String) -> String {
        var units = Array(text.utf16)
        var lineStarts = [0]
        for (offset, unit) in units.enumerated() where unit == 0x0A { lineStarts.append(offset + 1) }
        func offset(_ position: Message) -> Int { lineStarts[position["line"] as! Int] + (position["character"] as! Int) }
        let ranges = edits.map { edit -> (Int, Int, String) in
            let range = edit["range"] as! Message
            return (offset(range["start"] as! Message), offset(range["end"] as! Message), edit["newText"] as! String)
        }.sorted { ($0.0, $0.1) > ($1.0, $1.1) }
        for (start, end, newText) in ranges { units.replaceSubrange(start..<end, with: Array(newText.utf16)) }
        return String(decoding: units, as: UTF16.self)
    }

    // MARK: - protocol

    func testInitializeAnnouncesCapabilitiesAndShutdownThenExitEndsWithZero() throws {
        let result = try server.initialize(root: project)
        let capabilities = try XCTUnwrap(result["capabilities"] as? Message)
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        let sync = try XCTUnwrap(capabilities["textDocumentSync"] as? Message)
        XCTAssertEqual(sync["change"] as? Int, 2)
        XCTAssertEqual(sync["openClose"] as? Bool, true)
        XCTAssertEqual((capabilities["codeActionProvider"] as? Message)?["codeActionKinds"] as? [String], ["quickfix"])
        XCTAssertEqual((result["serverInfo"] as? Message)?["name"] as? String, "archlint")

        let shutdown = try server.response(to: server.request("shutdown"))
        XCTAssertTrue(shutdown["result"] is NSNull, "\(shutdown)")
        // After shutdown, requests are refused.
        let refused = try server.response(to: server.request("textDocument/codeAction", ["textDocument": ["uri": uri("A.swift")],
                                                                                          "range": Self.range(0, 0, 0, 0), "context": ["diagnostics": []]]))
        XCTAssertEqual((refused["error"] as? Message)?["code"] as? Int, -32600)
        try server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testDiagnosticsAreWhatLintStdinPathReportsWithUTF16Positions() throws {
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        let published = try server.diagnostics(for: file)
        XCTAssertEqual(published.version, 1)
        let diagnostic = try XCTUnwrap(published.diagnostics.first)
        XCTAssertEqual(published.diagnostics.count, 1)
        XCTAssertEqual(position(diagnostic), [2, 21, 2, 30])
        XCTAssertEqual(diagnostic["severity"] as? Int, 2)
        XCTAssertEqual(diagnostic["source"] as? String, "archlint")
        XCTAssertEqual(diagnostic["code"] as? String, "inheritance_depth")
        XCTAssertEqual((diagnostic["codeDescription"] as? Message)?["href"] as? String,
                       RuleCatalog.builtIn["inheritance_depth"]!.documentationURL)

        let cli = try lintStdinPath("Sources/SportsCar.swift", Self.sportsCar)
        XCTAssertEqual(cli.map { $0["rule"] as? String }, published.diagnostics.map { $0["code"] as? String })
        XCTAssertEqual(cli.map { $0["message"] as? String }, published.diagnostics.map { $0["message"] as? String })
        XCTAssertEqual(cli.map { ($0["line"] as! Int) - 1 }, published.diagnostics.map { position($0)[0] })
        XCTAssertEqual(cli.map { $0["severity"] as? String }, ["warning"])
    }

    func testIncrementalAndFullChangesAreAppliedAndLintedAgain() throws {
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 1)
        // `Car` → `Vehicle`: one level deep, no finding.
        try change(file, version: 2, [["range": Self.range(2, 32, 2, 35), "text": "Vehicle"]])
        let fixed = try server.diagnostics(for: file)
        XCTAssertEqual(fixed.version, 2)
        XCTAssertEqual(fixed.diagnostics.count, 0)
        // Back to `Car`, with a line holding a surrogate pair inserted above: the finding moves down a line.
        try change(file, version: 3, [["range": Self.range(2, 32, 2, 39), "text": "Car"],
                                      ["range": Self.range(1, 0, 1, 0), "text": "// 🚙🚙\n"]])
        let moved = try server.diagnostics(for: file)
        XCTAssertEqual(moved.version, 3)
        XCTAssertEqual(moved.diagnostics.map(position), [[3, 21, 3, 30]])
        // A full replacement.
        try change(file, version: 4, [["text": "final class SportsCar: Car {}\n"]])
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.map(position), [[0, 12, 0, 21]])
    }

    func testCodeActionInsertsTheSuppressionAboveTheLineAtItsIndentation() throws {
        try server.initialize(root: project)
        for lineBreak in ["\n", "\r\n"] {
            let file = uri("Sources/Garage\(lineBreak.count).swift")
            let text = ["enum Garage {", "\t  /* 🚗 */ final class SportsCar: Car {}", "}", ""].joined(separator: lineBreak)
            try open(file, text)
            let diagnostic = try XCTUnwrap(server.diagnostics(for: file).diagnostics.first)
            let id = try server.request("textDocument/codeAction", ["textDocument": ["uri": file], "range": Self.range(1, 0, 1, 5),
                                                                    "context": ["diagnostics": [diagnostic]]])
            let actions = try XCTUnwrap(server.response(to: id)["result"] as? [Message])
            XCTAssertEqual(actions.count, 1)
            let action = try XCTUnwrap(actions.first)
            XCTAssertEqual(action["title"] as? String, "Suppress with archlint:disable:next inheritance_depth")
            XCTAssertEqual(action["kind"] as? String, "quickfix")
            XCTAssertEqual((action["diagnostics"] as? [Message])?.first?["code"] as? String, "inheritance_depth")
            let edits = try XCTUnwrap(((action["edit"] as? Message)?["changes"] as? Message)?[file] as? [Message])
            XCTAssertEqual(edits.count, 1)
            XCTAssertEqual(position(edits[0]), [1, 0, 1, 0])
            let newText = try XCTUnwrap(edits[0]["newText"] as? String)
            XCTAssertEqual(newText, "\t  // archlint:disable:next inheritance_depth" + lineBreak)

            // Applied, the finding is gone and the suppression is not reported as unused.
            var lines = text.components(separatedBy: lineBreak)
            lines.insert(String(newText.dropLast(lineBreak.count)), at: 1)
            try change(file, version: 2, [["text": lines.joined(separator: lineBreak)]])
            XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 0)
        }
        // No action for a line without findings, nor when only other kinds are asked for.
        let file = uri("Sources/Garage1.swift")
        for (range, only) in [(Self.range(0, 0, 0, 0), ["quickfix"]), (Self.range(0, 0, 3, 0), ["refactor"])] {
            let id = try server.request("textDocument/codeAction", ["textDocument": ["uri": file], "range": range,
                                                                    "context": ["diagnostics": [], "only": only]])
            XCTAssertEqual((try server.response(to: id)["result"] as? [Message])?.count, 0)
        }
    }

    /// The rules' fixes as quick fixes: the edits `lint --fix --unsafe-fixes --stdin-path` makes to
    /// the same bytes, in UTF-16 characters (an emoji before `class`), preferred when safe, an unsafe
    /// one titled so; applied, their findings are gone.
    func testCodeActionsOfferTheRulesFixesAsLintFixMakesThem() throws {
        try RuleFixtureSupport.write("disabled_rules: [init_injection]\n", to: project + "/.archlint.yml")
        try server.initialize(root: project)
        let file = uri("Sources/FeedViewModel.swift")
        let text = """
            import Combine

            // archlint:disable:next inheritance_depth -- old base class
            /* 🐶 */ class FeedViewModel: ObservableObject {
                @Published var items: [String] = []
            }

            """
        try open(file, text)
        let diagnostics = try server.diagnostics(for: file).diagnostics
        XCTAssertEqual(Set(diagnostics.compactMap { $0["code"] as? String }), ["unused_suppression", "final_view_model", "main_actor_view_model"])
        let id = try server.request("textDocument/codeAction", ["textDocument": ["uri": file], "range": Self.range(2, 0, 3, 0),
                                                                "context": ["diagnostics": diagnostics]])
        let actions = try XCTUnwrap(server.response(to: id)["result"] as? [Message])
        let fixes = actions.filter { !($0["title"] as! String).hasPrefix("Suppress") }
        XCTAssertEqual(fixes.map { $0["title"] as? String }.sorted { $0! < $1! }, [
            "Insert @MainActor (unsafe: callers may need await)", "Insert final before class", "Remove the unused suppression",
        ])
        XCTAssertEqual(actions.count - fixes.count, 3, "each finding can still be suppressed")
        for action in fixes {
            XCTAssertEqual(action["kind"] as? String, "quickfix")
            let code = (action["diagnostics"] as? [Message])?.first?["code"] as? String
            XCTAssertEqual(action["isPreferred"] as? Bool, code == "main_actor_view_model" ? nil : true, code ?? "")
        }
        let final = try XCTUnwrap(fixes.first { ($0["title"] as? String) == "Insert final before class" })
        let finalEdits = try XCTUnwrap(((final["edit"] as? Message)?["changes"] as? Message)?[file] as? [Message])
        XCTAssertEqual(finalEdits.map(position), [[3, 9, 3, 9]], "UTF-16 characters: the dog is two")

        let edits = fixes.flatMap { (($0["edit"] as? Message)?["changes"] as? Message)?[file] as? [Message] ?? [] }
        let fixed = Self.applying(edits, to: text)
        let cli = try runStdinPath(["--fix", "--unsafe-fixes", "--stdin-path", "Sources/FeedViewModel.swift"], text)
        XCTAssertEqual(fixed, String(decoding: cli, as: UTF8.self))
        XCTAssertEqual(fixed, """
            import Combine

            @MainActor
            /* 🐶 */ final class FeedViewModel: ObservableObject {
                @Published var items: [String] = []
            }

            """)
        try change(file, version: 2, [["text": fixed]])
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 0)
    }

    func testBuffersOutsideTheWorkspaceRootGetNoDiagnosticsAndNoError() throws {
        let outside = try RuleFixtureSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try server.initialize(root: project + "/Sources")
        let strangers = [URL(fileURLWithPath: outside + "/SportsCar.swift").absoluteString, "untitled:Untitled-1",
                         URL(fileURLWithPath: project + "/Other/SportsCar.swift").absoluteString]
        for stranger in strangers { try open(stranger, Self.sportsCar) }
        let id = try server.request("textDocument/codeAction", ["textDocument": ["uri": strangers[0]], "range": Self.range(2, 0, 2, 0),
                                                                "context": ["diagnostics": []]])
        XCTAssertEqual((try server.response(to: id)["result"] as? [Message])?.count, 0)
        // Inside the root, linted with the project root `lint` takes (the folder of .archlint.yml, above the root).
        let inside = uri("Sources/SportsCar.swift")
        try open(inside, Self.sportsCar)
        XCTAssertEqual(try server.diagnostics(for: inside).diagnostics.count, 1)
        XCTAssertFalse(server.messages.contains { message in
            (message["params"] as? Message).flatMap { $0["uri"] as? String }.map(strangers.contains) ?? false || message["error"] != nil
        }, "\(server.messages)")
    }

    func testChangedFilesAndConfigurationAreTakenIntoAccount() throws {
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 1)
        let watched = { (relative: String) in
            try self.server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": self.uri(relative), "type": 2]]])
        }
        // Car no longer inherits from Vehicle.
        try RuleFixtureSupport.write("class Vehicle {}\nclass Car {}\n\n", to: project + "/Sources/Vehicles.swift")
        try watched("Sources/Vehicles.swift")
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 0)
        try RuleFixtureSupport.write("class Vehicle {}\nclass Car: Vehicle {}\n", to: project + "/Sources/Vehicles.swift")
        try watched("Sources/Vehicles.swift")
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 1)

        // A configuration with a mistake: shown once, no diagnostics.
        try RuleFixtureSupport.write("disabled_rules: [inheritance_dept]\n", to: project + "/.archlint.yml")
        try watched(".archlint.yml")
        let shown = try server.next { ($0["method"] as? String) == "window/showMessage" }
        let shownParams = try XCTUnwrap(shown["params"] as? Message)
        XCTAssertEqual(shownParams["type"] as? Int, 1)
        XCTAssertTrue((shownParams["message"] as? String ?? "").hasPrefix(project + "/.archlint.yml:1:"), "\(shown)")
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 0)
        // Corrected: the rule is off.
        try RuleFixtureSupport.write("disabled_rules: [inheritance_depth]\n", to: project + "/.archlint.yml")
        try watched(".archlint.yml")
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.count, 0)
        // Noticed on the next lint even without a notification: the configuration is gone.
        try FileManager.default.removeItem(atPath: project + "/.archlint.yml")
        try change(file, version: 2, [["range": Self.range(0, 0, 0, 0), "text": "\n"]])
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.map(position), [[3, 21, 3, 30]])
    }

    /// The team architecture rules reach the editor through the one engine path: an unsaved buffer's
    /// `layer_dependency` and `restricted_type` diagnostics are what `lint --stdin-path` reports for
    /// it, and a type moving to another layer in another file of the workspace changes them.
    func testTeamArchitectureDiagnosticsAreWhatLintStdinPathReports() throws {
        try RuleFixtureSupport.write("""
            layers:
              - name: Domain
                paths: ["Sources/Domain/**"]
                may_use: []
              - name: Data
                paths: ["Sources/Data/**"]
            restricted_types:
              - types: [LegacyClient]
                only_in: ["**/*Live.swift"]

            """, to: project + "/.archlint.yml")
        try RuleFixtureSupport.write("struct Record {}\nfinal class LegacyClient {}\n", to: project + "/Sources/Data/Record.swift")
        try server.initialize(root: project)
        let file = uri("Sources/Domain/User.swift")
        let text = "struct User {\n    // Record in a comment is no use\n    let record: Record\n    let client: LegacyClient\n}\n"
        try open(file, text)
        let published = try server.diagnostics(for: file).diagnostics
        XCTAssertEqual(published.map { "\(position($0)) \($0["code"] as? String ?? "")" }.sorted(),
                       ["[2, 16, 2, 22] layer_dependency", "[3, 16, 3, 28] layer_dependency", "[3, 16, 3, 28] restricted_type"])
        XCTAssertEqual(Set(published.map { $0["severity"] as? Int }), [1])
        let cli = try lintStdinPath("Sources/Domain/User.swift", text)
        XCTAssertEqual(cli.map { $0["message"] as? String }, published.map { $0["message"] as? String })
        XCTAssertTrue(published.contains { ($0["message"] as? String) == "'User' (layer Domain) uses 'Record' of layer Data; Domain may use no other layer" })

        // `Record` moves into the domain: its finding goes, the legacy client's stay.
        try RuleFixtureSupport.write("struct Record {}\n", to: project + "/Sources/Domain/Record.swift")
        try RuleFixtureSupport.write("final class LegacyClient {}\n", to: project + "/Sources/Data/Record.swift")
        try server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri("Sources/Domain/Record.swift"), "type": 1],
                                                                          ["uri": uri("Sources/Data/Record.swift"), "type": 2]]])
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.map { "\(position($0)) \($0["code"] as? String ?? "")" }.sorted(),
                       ["[3, 16, 3, 28] layer_dependency", "[3, 16, 3, 28] restricted_type"])
    }

    // MARK: - bad input

    func testEveryBadInputGetsItsJSONRPCAnswerAndTheServerKeepsServing() throws {
        func errorCode(_ message: Message) -> Int? { (message["error"] as? Message)?["code"] as? Int }

        // Before initialize: requests refused, notifications dropped.
        let early = try server.request("textDocument/codeAction", ["textDocument": ["uri": uri("A.swift")], "range": Self.range(0, 0, 0, 0)])
        XCTAssertEqual(errorCode(try server.response(to: early)), -32002)
        try open(uri("Sources/SportsCar.swift"), Self.sportsCar)
        try server.initialize(root: project)

        let malformed: [[UInt8]] = [
            Array("Content-Length: abc\r\n\r\n{}".utf8),
            Array("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8),
            Array("no header at all\r\n\r\n".utf8),
        ]
        // Each answered with a parse error; reading goes on at the next Content-Length.
        for (index, bytes) in malformed.enumerated() {
            let id = 100 + index
            server.sendRaw(bytes + (try LanguageServerConnection.frame(["jsonrpc": "2.0", "id": id, "method": "archlint/ping"])))
            let answer = try server.next()
            XCTAssertEqual(errorCode(answer), -32700, "\(answer)")
            XCTAssertTrue(answer["id"] is NSNull)
            XCTAssertEqual(errorCode(try server.next()), -32601)
        }
        let invalidBodies: [[UInt8]] = [
            Array("{\"jsonrpc\": \"2.0\", \"id\": 1, ".utf8),
            Array("{\"jsonrpc\": \"2.0\", \"method\": \"textDocument/didOpen\", \"params\": {\"text\": \"caf".utf8) + [0xE9] + Array("\"}}".utf8),
        ]
        for body in invalidBodies {
            server.sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
            let answer = try server.next()
            XCTAssertEqual(errorCode(answer), -32700, "\(answer)")
            XCTAssertTrue(answer["id"] is NSNull)
        }
        server.sendRaw(try LanguageServerConnection.frame(["jsonrpc": "1.0", "id": 77, "method": "shutdown"]))
        let invalid = try server.next()
        XCTAssertEqual(errorCode(invalid), -32600)
        XCTAssertEqual(invalid["id"] as? Int, 77)

        let unknown = try server.request("textDocument/hover", ["textDocument": ["uri": uri("A.swift")], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(errorCode(try server.response(to: unknown)), -32601)
        try server.notify("$/setTrace", ["value": "off"])
        try server.notify("custom/unknownNotification")

        // A change to a document never opened is logged and ignored.
        try change(uri("Sources/Never.swift"), version: 2, [["text": "class A {}\n"]])
        let logged = try server.next { ($0["method"] as? String) == "window/logMessage" }
        XCTAssertTrue(((logged["params"] as? Message)?["message"] as? String ?? "").contains("not open"))

        // A buffer holding a NUL byte is no Swift text: logged, no diagnostics.
        let binary = uri("Sources/Binary.swift")
        try open(binary, "class A {}\u{0}\n")
        XCTAssertEqual(try server.diagnostics(for: binary).diagnostics.count, 0)

        // Still serving: the buffer opened before initialize was dropped, and one opened now is linted.
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar, version: 5)
        let published = try server.diagnostics(for: file)
        XCTAssertEqual(published.version, 5)
        XCTAssertEqual(published.diagnostics.count, 1)
        XCTAssertFalse(server.messages.contains { message in
            let params = message["params"] as? Message
            return params?["uri"] as? String == file && params?["version"] as? Int == 1
        }, "the buffer opened before initialize was linted")
        _ = try server.response(to: server.request("shutdown"))
        try server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 0)
    }

    /// Positions and versions beyond LSP's 32-bit integers are rejected (they overflowed and crashed
    /// the server), and so is a range whose start is after its end (it replaced the whole buffer):
    /// a notification with a logged error and the buffer unchanged, a request with InvalidParams.
    func testOutOfBoundsPositionsVersionsAndReversedRangesAreRejected() throws {
        func loggedError() throws -> String {
            let logged = try server.next { ($0["method"] as? String) == "window/logMessage" }
            let params = try XCTUnwrap(logged["params"] as? Message)
            XCTAssertEqual(params["type"] as? Int, 1)
            return params["message"] as? String ?? ""
        }
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        XCTAssertEqual(try server.diagnostics(for: file).diagnostics.map(position), [[2, 21, 2, 30]])

        try change(file, version: 2, [["range": Self.range(2, 35, 2, 32), "text": "X"]])
        XCTAssertTrue(try loggedError().contains("rejected"))
        try change(file, version: 3, [["range": Self.range(2, Int.max, 2, Int.max), "text": "X"]])
        XCTAssertTrue(try loggedError().contains("rejected"))
        try change(file, version: Int.max, [["range": Self.range(0, 0, 0, 0), "text": "// first\n"]])
        XCTAssertTrue(try loggedError().contains("version"))
        let action = try server.request("textDocument/codeAction", ["textDocument": ["uri": file], "range": Self.range(0, Int.max - 1, 0, Int.max),
                                                                    "context": ["diagnostics": []]])
        XCTAssertEqual((try server.response(to: action)["error"] as? Message)?["code"] as? Int, -32602)

        // None of those changed the buffer: a change without a version, counted on from version 1,
        // moves the one finding down a line.
        try server.notify("textDocument/didChange", ["textDocument": ["uri": file],
                                                     "contentChanges": [["range": Self.range(0, 0, 0, 0), "text": "// first\n"]]])
        let moved = try server.diagnostics(for: file)
        XCTAssertEqual(moved.version, 2)
        XCTAssertEqual(moved.diagnostics.map(position), [[3, 21, 3, 30]])
        try server.response(to: server.request("shutdown"))
        try server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testTheEndOfInputEndsTheServer() throws {
        try server.initialize(root: project)
        try open(uri("Sources/SportsCar.swift"), Self.sportsCar)
        server.closeInput()
        // Gone without shutdown: status 1, as for exit without shutdown.
        XCTAssertEqual(server.exitStatus(), 1)
    }

    func testExitWithoutShutdownEndsWithOne() throws {
        try server.initialize(root: project)
        try server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 1)
    }

    func testACancelledRequestIsAnsweredWithRequestCancelled() throws {
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        // Written at once, so that the server reads the cancellation with the request.
        let request: Message = ["jsonrpc": "2.0", "id": 41, "method": "textDocument/codeAction",
                                "params": ["textDocument": ["uri": file], "range": Self.range(2, 0, 2, 0), "context": ["diagnostics": []]]]
        server.sendRaw(try LanguageServerConnection.frame(request)
                       + LanguageServerConnection.frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 41]]))
        let answer = try server.response(to: 41)
        XCTAssertEqual((answer["error"] as? Message)?["code"] as? Int, -32800)
    }

    func testChangesInQuickSuccessionArePublishedOnceForTheLastVersion() throws {
        try server.initialize(root: project, debounceMilliseconds: 300)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        XCTAssertEqual(try server.diagnostics(for: file).version, 1)
        var batch: [UInt8] = []
        for version in 2...6 {
            batch += try LanguageServerConnection.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": file, "version": version],
                "contentChanges": [["range": Self.range(0, 0, 0, 0), "text": "\n"]]]])
        }
        server.sendRaw(batch)
        let published = try server.diagnostics(for: file)
        XCTAssertEqual(published.version, 6)
        XCTAssertEqual(published.diagnostics.map(position), [[7, 21, 7, 30]])
    }

    func testMemoryStaysFlatOverTenThousandChanges() throws {
        try server.initialize(root: project)
        let file = uri("Sources/SportsCar.swift")
        try open(file, Self.sportsCar)
        _ = try server.diagnostics(for: file)
        var version = 1
        var resident: [Int] = []
        for _ in 0..<10 {
            var batch: [UInt8] = []
            for step in 0..<1000 {
                version += 1
                // Insert and remove a line in turn, now and then replacing the whole text.
                let changes: [[String: Any]] = step % 100 == 99 ? [["text": Self.sportsCar]]
                    : step % 2 == 0 ? [["range": Self.range(0, 0, 0, 0), "text": "// 🚙 line\n"]]
                    : [["range": Self.range(0, 0, 1, 0), "text": ""]]
                batch += try LanguageServerConnection.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                    "textDocument": ["uri": file, "version": version], "contentChanges": changes]])
            }
            // Written from another thread, so that the server never waits on output nobody reads.
            let writer = server.writer
            let bytes = batch
            DispatchQueue.global().async { writer.write(Data(bytes)) }
            let expected = version
            _ = try server.next(within: 60) { message in
                ((message["params"] as? Message)?["version"] as? Int) == expected
            }
            guard let kilobytes = server.residentKilobytes else { throw XCTSkip("no /proc here") }
            resident.append(kilobytes)
        }
        // After the first thousand changes every buffer and cache has its size; the rest add nothing.
        XCTAssertLessThanOrEqual(resident.last! - resident.first!, 2048, "resident kB after each thousand changes: \(resident)")
    }
}
