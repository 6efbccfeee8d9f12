import XCTest
@testable import ArchLintKit

/// The byte-keyed name table and the in-place reading of encoded `TypeUses` the architecture
/// views join with.
final class NameTableTests: XCTestCase {
    func testLooksUpNamesByTheirBytesAndKeepsTheFirstValue() {
        var table = NameTable<Int>(minimumCapacity: 2)
        let names = (0..<100).map { "Type\($0)" } + ["", "Ünïcode", "A.B", String(repeating: "Long", count: 20)]
        for (position, name) in names.enumerated() { table.insertIfAbsent(name, position) }
        table.insertIfAbsent("Type5", 999)
        XCTAssertEqual(table.count, names.count, "grown past its first capacity, each name once")
        for (position, name) in names.enumerated() {
            XCTAssertEqual(table[name], position)
            XCTAssertEqual(Array(name.utf8).withUnsafeBytes { table[$0] }, position)
        }
        for missing in ["Type100", "type5", "Type", "A.", "Ünïcod"] { XCTAssertNil(table[missing], missing) }
    }

    func testRelationRangesReadWhatTypeUsesEncodes() throws {
        let uses = TypeUses(names: ["Alpha", "Beta"],
                            inheritances: [.init(name: "Cart", kind: .class, inherited: ["Base", "Codable"]),
                                           .init(name: "Cart", kind: .extension, inherited: ["Sendable"])],
                            typealiases: ["Alias"],
                            // A declaration number larger than the bytes that follow it.
                            received: [.init(declaration: 3, types: ["Store", "Logger"]), .init(declaration: 70_000, types: [])])
        var writer = BinaryWriter()
        uses.encode(to: &writer)
        let bytes = writer.bytes
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var ranges = TypeRelationRanges()
        XCTAssertTrue(bytes.withUnsafeBytes { ranges.read($0) })
        XCTAssertEqual(ranges.inheritances.map { text($0.name) }, ["Cart", "Cart"])
        XCTAssertEqual(ranges.inheritances.map(\.kind), [.class, .extension])
        XCTAssertEqual(ranges.inheritances.map { ranges.names[$0.inherited].map(text) }, [["Base", "Codable"], ["Sendable"]])
        XCTAssertEqual(ranges.received.map(\.declaration), [3, 70_000])
        XCTAssertEqual(ranges.received.map { ranges.names[$0.types].map(text) }, [["Store", "Logger"], []])

        // Relations that do not decode (cut short) read as nothing, as `TypeUses(encoded:)` throws.
        for length in [1, 6, 20] {
            let damaged = Array(bytes.prefix(length))
            XCTAssertThrowsError(try TypeUses(encoded: ByteSlice(damaged)))
            XCTAssertFalse(damaged.withUnsafeBytes { ranges.read($0) })
            XCTAssertTrue(ranges.inheritances.isEmpty && ranges.received.isEmpty && ranges.names.isEmpty)
        }
    }
}
