import Foundation
import XCTest
@testable import ArchLintKit

/// `archlint lsp` as a process, fed what a person (not an editor) might type at it.
final class LanguageServerEndToEndTests: XCTestCase {
    private func run(_ input: String) throws -> Project.Result {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        return project.run(["lsp"], standardInput: input)
    }

    /// Input that is not LSP ends the server with status 1 and says why on stderr.
    func testInputThatIsNotLSPIsExplainedOnStandardError() throws {
        let result = try run("garbage\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "archlint lsp: the input ended without a Language Server Protocol message (a 'Content-Length' header, an empty line, then JSON); read 'garbage'. Editors start archlint lsp and speak LSP on its stdin.\n")
        XCTAssertTrue(try run("").stderr.contains("read no input."))
    }

    /// A client that leaves without `shutdown` gets status 1 and the reason; after `shutdown` and
    /// `exit`, nothing is said.
    func testEndingWithoutShutdownIsExplainedAndAProperEndIsSilent() throws {
        func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }
        let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let left = try run(initialize)
        XCTAssertEqual(left.status, 1)
        XCTAssertEqual(left.stderr, "archlint lsp: the input ended before 'shutdown' and 'exit'\n")
        let proper = try run(initialize + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        XCTAssertEqual(proper.status, 0)
        XCTAssertEqual(proper.stderr, "")
    }
}
