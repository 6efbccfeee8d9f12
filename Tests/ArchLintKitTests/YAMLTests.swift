import XCTest
@testable import ArchLintKit

final class YAMLTests: XCTestCase {
    private func parseError(_ text: String) -> ConfigurationError? {
        parseError(bytes: Array(text.utf8))
    }

    private func parseError(bytes: [UInt8]) -> ConfigurationError? {
        do {
            _ = try YAMLParser.parse(bytes: bytes, path: "in.yml")
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testTreeKeepsOrderStylesAndPositions() throws {
        let root = try YAMLParser.parse("""
            b: 1
            a:
              - "x"
              - plain
            ë: {k: v}
            """, path: "in.yml")
        guard case .mapping(let pairs) = root.content else { return XCTFail("expected a mapping") }
        XCTAssertEqual(pairs.map { $0.key.scalarText }, ["b", "a", "ë"])
        XCTAssertEqual(pairs[0].value.mark, YAMLNode.Mark(line: 1, column: 4))
        guard case .sequence(let items) = pairs[1].value.content else { return XCTFail("expected a sequence") }
        XCTAssertEqual(items[0].mark, YAMLNode.Mark(line: 3, column: 5))
        guard case .scalar("x", .quoted) = items[0].content, case .scalar("plain", .plain) = items[1].content else {
            return XCTFail("wrong scalar styles: \(items)")
        }
        // Columns count UTF-8 bytes, as in Swift files: `{` follows the four bytes of "ë: ".
        XCTAssertEqual(pairs[2].value.mark, YAMLNode.Mark(line: 5, column: 5))
    }

    func testEmptyAndCommentOnlyDocumentsAreEmpty() throws {
        for text in ["", "# just a comment\n", "\n\n"] {
            let root = try YAMLParser.parse(text, path: "in.yml")
            guard case .empty = root.content else { return XCTFail("expected empty for \(text.debugDescription)") }
        }
    }

    func testSyntaxErrorHasPositionAndProblem() {
        let error = parseError("a: 1\nb: [1, 2\nc: 3\n")
        XCTAssertEqual(error?.path, "in.yml")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 2)
        XCTAssertTrue(error?.message.contains("did not find expected ',' or ']'") == true, error?.message ?? "")
        XCTAssertTrue(error?.description.hasPrefix("in.yml:3:2: error: ") == true, error?.description ?? "")
    }

    func testMappingValueInWrongPlaceIsPositioned() {
        let error = parseError("key: value: other\n")
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [1, 11])
    }

    func testDuplicateKeyIsAnErrorAtTheSecondKey() {
        let error = parseError("a: 1\nb: 2\n\"a\": 3\n")
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [3, 1])
        XCTAssertEqual(error?.message, "duplicate key 'a' (first at line 1, column 1)")
    }

    func testNestingIsBounded() {
        let depth = YAMLParser.maximumDepth
        XCTAssertNil(parseError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        let error = parseError(String(repeating: "[", count: 100_000))
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, depth + 1)
        XCTAssertTrue(error?.message.contains("deeper than \(depth)") == true, error?.message ?? "")
    }

    func testInvalidUTF8IsAnErrorWithPosition() {
        let error = parseError(bytes: Array("a: 1\nbé: ".utf8) + [0xFF, 0x41])
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [2, 6])
        XCTAssertTrue(error?.message.contains("UTF-8") == true, error?.message ?? "")
    }

    func testAliasesAndSecondDocumentsAreRejected() {
        XCTAssertEqual(parseError("a: &x 1\nb: *x\n")?.message, "YAML aliases (*name) are not supported")
        XCTAssertEqual(parseError("a: 1\n---\nb: 2\n")?.line, 2)
    }

    func testArbitraryBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("[]{}:,-?&*!|>'\"#%@` \n\ta1".utf8) + [0x00, 0xC3, 0xFF, 0x80]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = parseError(bytes: bytes)
        }
    }
}
