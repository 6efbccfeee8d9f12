import XCTest
@testable import ArchLintKit

/// `NameList`: names as one byte buffer and their ends, read back as strings or as bytes, and
/// encoded so that reading them copies the two buffers.
final class NameListTests: XCTestCase {
    private let names: NameList = ["", "View", "Café", "日本語の型", "Entry", String(repeating: "LongName", count: 40), ""]

    func testReadsBackEachNameAsWritten() {
        XCTAssertEqual(names.count, 7)
        XCTAssertEqual(Array(names), ["", "View", "Café", "日本語の型", "Entry", String(repeating: "LongName", count: 40), ""])
        XCTAssertEqual(names[2], "Café")
        XCTAssertEqual(names[6], "")
        XCTAssertEqual(names.withName(3) { Array($0) }, Array("日本語の型".utf8))
        XCTAssertEqual(names.withName(0) { $0.count }, 0)
        XCTAssertEqual(names.withName(5) { $0.count }, 320)
    }

    func testAnEmptyList() throws {
        let empty = NameList()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty, [])
        XCTAssertEqual(try roundTrip(empty), empty)
    }

    func testEqualityIsByTheNames() {
        XCTAssertEqual(["A", "BC"] as NameList, ["A", "BC"])
        XCTAssertNotEqual(["A", "BC"] as NameList, ["AB", "C"], "the same bytes cut elsewhere are other names")
        XCTAssertNotEqual(["A"] as NameList, ["A", ""])
    }

    /// `init(count:byteCount:_:)` copies each name it is given into buffers of exactly their size.
    func testBuildsFromNamesGivenByPosition() {
        let given = ["Store", "", "Ünïcode", "Screen"].map { Array($0.utf8) }
        let built = NameList(count: given.count, byteCount: given.reduce(0) { $0 + $1.count }) { position in
            given[position].withUnsafeBytes { UnsafeRawBufferPointer(start: $0.baseAddress, count: $0.count) }
        }
        XCTAssertEqual(built, ["Store", "", "Ünïcode", "Screen"])
    }

    func testEncodingRoundTrips() throws {
        XCTAssertEqual(try roundTrip(names), names)
    }

    /// Ends that fall or stop short of the bytes, or bytes cut off, throw rather than give names.
    func testADamagedEncodingThrows() {
        func decode(_ bytes: [UInt8]) -> NameList? {
            var reader = BinaryReader(ByteSlice(bytes))
            return try? NameList(reading: &reader)
        }
        func encoding(ends: [Int32], bytes: [UInt8]) -> [UInt8] {
            var writer = BinaryWriter()
            writer.write(UInt64(ends.count))
            writer.writeRaw(ends)
            writer.write(UInt64(bytes.count))
            writer.append(bytes)
            return writer.bytes
        }
        XCTAssertEqual(decode(encoding(ends: [1, 3], bytes: Array("ABC".utf8))), ["A", "BC"])
        XCTAssertNil(decode(encoding(ends: [2, 1], bytes: Array("AB".utf8))), "ends falling")
        XCTAssertNil(decode(encoding(ends: [1, 2], bytes: Array("ABC".utf8))), "bytes past the last end")
        XCTAssertNil(decode(encoding(ends: [1, 4], bytes: Array("ABC".utf8))), "an end past the bytes")
        XCTAssertNil(decode(Array(encoding(ends: [1, 3], bytes: Array("ABC".utf8)).dropLast())), "bytes cut off")
    }

    private func roundTrip(_ list: NameList) throws -> NameList {
        var writer = BinaryWriter()
        list.encode(to: &writer)
        var reader = BinaryReader(ByteSlice(writer.bytes))
        let read = try NameList(reading: &reader)
        XCTAssertTrue(reader.isAtEnd)
        return read
    }
}
