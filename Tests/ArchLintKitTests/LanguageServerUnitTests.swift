import XCTest
@testable import ArchLintKit

/// The language server's pieces on their own: framing, buffers and URIs.
final class LanguageServerUnitTests: XCTestCase {
    private func frames(_ chunks: [[UInt8]]) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for chunk in chunks {
            chunk.withUnsafeBytes { framer.append($0) }
            while let frame = framer.next() { frames.append(frame) }
        }
        return frames
    }

    func testMessagesArrivingInAnyPiecesAreFramedWhole() {
        let stream = Array("Content-Length: 2\r\n\r\n{}\r\ncontent-length:3\r\nContent-Type: x\r\n\r\n[1]".utf8)
        let expected: [MessageFramer.Frame] = [.message(Array("{}".utf8)), .message(Array("[1]".utf8))]
        XCTAssertEqual(frames([stream]), expected)
        XCTAssertEqual(frames(stream.map { [$0] }), expected)
        XCTAssertEqual(frames([Array(stream[..<10]), Array(stream[10..<23]), Array(stream[23...])]), expected)
    }

    func testAMalformedHeaderIsReportedOnceAndReadingResumesAtTheNextContentLength() {
        let stream = Array("Content-Length: 12x\r\n\r\n{\"a\": 1}garbage\nContent-Length: 2\r\n\r\n{}".utf8)
        let result = frames(stream.map { [$0] })
        XCTAssertEqual(result.count, 2, "\(result)")
        guard case .malformedHeader(let reason) = result.first else { return XCTFail("\(result)") }
        XCTAssertTrue(reason.contains("12x"), reason)
        XCTAssertEqual(result.last, .message(Array("{}".utf8)))
        // A header that never ends is refused rather than buffered for ever.
        let endless = frames([[UInt8](repeating: UInt8(ascii: "a"), count: MessageFramer.maximumHeaderLength + 2)])
        XCTAssertEqual(endless.count, 1)
        XCTAssertEqual(frames([Array("Content-Length: 99999999999\r\n\r\n".utf8)]).count, 1)
    }

    func testIncrementalEditsCountUTF16UnitsAndAnyLineBreak() {
        var text = TextDocument(Array("a🚗b\r\nc\rd\n".utf8))
        XCTAssertEqual(text.lineStarts, [0, 8, 10, 12])
        // After the surrogate pair: character 3 is `b`.
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 3)), 5)
        // Inside the pair: the character's start; past the line: its end, before `\r\n`.
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 2)), 1)
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 40)), 6)
        XCTAssertEqual(text.offset(of: TextPosition(line: 9, character: 0)), 12)
        text.replace(TextRange(start: TextPosition(line: 0, character: 1), end: TextPosition(line: 1, character: 1)), with: Array("é\n".utf8))
        XCTAssertEqual(String(decoding: text.bytes, as: UTF8.self), "aé\n\rd\n")
        XCTAssertEqual(text.lineStarts, [0, 4, 5, 7])
        XCTAssertEqual(text.lineBreak(ofLine: 1), Array("\r".utf8))
    }

    func testFileURIsBecomePathsAndOtherSchemesDoNot() {
        XCTAssertEqual(DocumentURI.path(of: "file:///Users/me/My%20App/Caf%C3%A9.swift"), "/Users/me/My App/Café.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/a/./b/../c.swift"), "/a/c.swift")
        XCTAssertEqual(DocumentURI.path(of: "FILE:///a.swift#L3"), "/a.swift")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path(of: "file://server/share/a.swift"))
        XCTAssertNil(DocumentURI.path(of: "file:///a%E9.swift"))
        XCTAssertNil(DocumentURI.path(of: "file:///a%2"))
    }
}
