import XCTest
@testable import ArchLintKit

final class JSONTests: XCTestCase {
    func testPrettyAndCompactWriting() {
        let value = JSONValue.object([
            ("b", .array([.integer(1), .bool(true), .null])),
            ("a", .object([])),
            ("c", .array([])),
            ("d", .string("x")),
        ])
        XCTAssertEqual(value.compactText, #"{"b": [1, true, null], "a": {}, "c": [], "d": "x"}"#)
        XCTAssertEqual(value.prettyText, """
            {
              "b": [
                1,
                true,
                null
              ],
              "a": {},
              "c": [],
              "d": "x"
            }
            """)
    }

    func testStringEscaping() {
        let text = "\"\\/\u{0}\u{1F}\u{7F}\u{08}\u{0C}\n\r\té😀\u{2028}"
        XCTAssertEqual(JSONValue.string(text).compactText, #""\"\\/\u0000\u001f"# + "\u{7F}" + #"\b\f\n\r\t"# + "é😀\u{2028}\"")
        var quoted = "x"
        JSONValue.writeQuoted(text, to: &quoted)
        XCTAssertEqual(quoted, "x" + JSONValue.string(text).compactText, "the token dump's quoting is the writer's")
        XCTAssertEqual(JSONValue.array([.string(text)]).prettyText, "[\n  " + JSONValue.string(text).compactText + "\n]")
    }

    func testParsingRoundTripsWrittenText() throws {
        let text = "\"\\/\u{0}\u{1F}\n\té😀"
        let written = JSONValue.object([("k", .string(text)), ("n", .integer(-42)), ("f", .number("1.5e3"))]).prettyText
        let parsed = try JSONValue.parse(Array(written.utf8))
        XCTAssertEqual(parsed["k"]?.stringValue, text)
        XCTAssertEqual(parsed["n"]?.intValue, -42)
        XCTAssertEqual(parsed["f"]?.prettyText, "1.5e3")
    }

    func testParsingEscapes() throws {
        let parsed = try JSONValue.parse(Array(#"["\u00e9\ud83d\ude00\/\b", 0, false]"#.utf8))
        XCTAssertEqual(parsed.arrayValue?.first?.stringValue, "é😀/\u{08}")
        XCTAssertEqual(parsed.arrayValue?[1].intValue, 0)
    }

    func testParsingRejectsMalformedInput() {
        for bad in ["", "[1,]", "{\"a\" 1}", "01", "\"\\ud800\"", "\"\\u12G4\"", "\"\\u+123\"", "[1] 2",
                    "\"tab\there\"", "tru", "-", "1.", "1e", "[" + String(repeating: "[", count: 300)] {
            XCTAssertThrowsError(try JSONValue.parse(Array(bad.utf8)), bad)
        }
        XCTAssertThrowsError(try JSONValue.parse([0x22, 0xFF, 0x22]), "invalid UTF-8")
    }
}
