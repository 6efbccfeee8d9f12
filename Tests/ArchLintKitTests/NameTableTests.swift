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

    func testUpdateChangesAValueInPlaceAndAddsAbsentNames() {
        var table = NameTable<[Int]>(minimumCapacity: 1)
        for (position, name) in ["A", "B", "A", "Long.Dotted.Name.Past.Eight.Bytes", "A"].enumerated() {
            table.update(name, initial: []) { $0.append(position) }
        }
        XCTAssertEqual(table["A"], [0, 2, 4])
        XCTAssertEqual(table["B"], [1])
        XCTAssertEqual(table.namesAndValues.map(\.name), ["A", "B", "Long.Dotted.Name.Past.Eight.Bytes"])
        XCTAssertEqual(table.namesAndValues.map(\.value), [[0, 2, 4], [1], [3]])
    }

    /// A table written out and restored answers every lookup as the one written did, keeps its
    /// order (a name left without references too) and takes new names; a restored table that
    /// would misdirect a lookup, or holds a reference its index refuses, is refused.
    func testARestoredTableAnswersAsTheOneItWasEncodedFrom() throws {
        var table = NameTable<TypeReferences>(minimumCapacity: 2)
        let names = (0..<60).map { "Type\($0)" } + ["", "Ünïcode", String(repeating: "Long", count: 9)]
        for (position, name) in names.enumerated() {
            table.update(name, initial: []) { $0.append(TypeReference(file: Int32(position), declaration: 1)) }
            if position % 3 == 0 { table.update(name, initial: []) { $0.append(TypeReference(file: Int32(position), declaration: 2)) } }
        }
        table.update("Type5", initial: []) { $0 = [] }
        func encoded(_ table: NameTable<TypeReferences>) -> [UInt8] {
            var writer = BinaryWriter()
            table.encode(to: &writer)
            return writer.bytes
        }
        func restored(_ bytes: [UInt8], isValid: (TypeReference) -> Bool = { _ in true }) throws -> NameTable<TypeReferences> {
            var reader = BinaryReader(ByteSlice(bytes))
            let table = try NameTable<TypeReferences>(restoring: &reader, isValid: isValid)
            XCTAssertTrue(reader.isAtEnd)
            return table
        }
        var restoredTable = try restored(encoded(table))
        XCTAssertEqual(restoredTable.namesAndValues.map(\.name), table.namesAndValues.map(\.name))
        XCTAssertEqual(restoredTable.namesAndValues.map { Array($0.value) }, table.namesAndValues.map { Array($0.value) })
        for name in names + ["Type60", "type1", "Ünïcod"] { XCTAssertEqual(restoredTable[name].map(Array.init), table[name].map(Array.init), name) }
        XCTAssertEqual(restoredTable["Type5"].map(Array.init), [], "a name left without references")
        for added in 60..<100 { restoredTable.insertIfAbsent("Type\(added)", [TypeReference(file: 0, declaration: 0)]) }
        XCTAssertEqual(restoredTable.count, names.count + 40)
        XCTAssertEqual(restoredTable["Type3"].map(Array.init), [TypeReference(file: 3, declaration: 1), TypeReference(file: 3, declaration: 2)])
        XCTAssertEqual(try restored(encoded(NameTable(minimumCapacity: 1))).count, 0)

        // A reference refused, a slot past the entries, cut short.
        XCTAssertThrowsError(try restored(encoded(table)) { $0.file != 7 })
        var oneName = NameTable<TypeReferences>(minimumCapacity: 1)
        oneName.insertIfAbsent("A", [TypeReference(file: 0, declaration: 0)])
        var slotPastEntries = encoded(oneName)
        let slotStart = 2, filledSlot = try XCTUnwrap((0..<16).first { slotPastEntries[slotStart + 4 * $0] == 1 })
        slotPastEntries[slotStart + 4 * filledSlot] = 2
        XCTAssertThrowsError(try restored(slotPastEntries))
        XCTAssertThrowsError(try restored(Array(encoded(oneName).dropLast())))
    }

    /// Names of every length 0–40, ASCII and not, each found by its bytes (those of up to 16 bytes
    /// compared in their entry, longer ones in the names' bytes), and none found for a name one
    /// byte off at any position or one byte shorter; through the table's growth.
    func testFindsNamesOfEveryLengthAndNoNameOneByteOff() {
        var table = NameTable<Int>(minimumCapacity: 1)
        func ascii(_ length: Int) -> String { String(decoding: (0..<length).map { UInt8(ascii: "A") + UInt8($0 % 26) }, as: UTF8.self) }
        // "é" is two bytes.
        func accented(_ length: Int) -> String { String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "") }
        let names: [String] = (0...40).flatMap { [ascii($0), accented($0)] }
        for (position, name) in names.enumerated() { table.insertIfAbsent(name, position) }
        XCTAssertEqual(table.count, names.count - 1, "the empty name once")
        for (position, name) in names.enumerated() where !name.isEmpty {
            XCTAssertEqual(table[name], position, name)
            var bytes = Array(name.utf8)
            bytes.removeLast()
            if let shorter = String(validating: bytes, as: UTF8.self), !names.contains(shorter) { XCTAssertNil(table[shorter], shorter) }
            for offset in bytes.indices {
                var changed = Array(name.utf8)
                changed[offset] ^= 0x01
                let key = changed
                key.withUnsafeBytes { XCTAssertNil(table[$0], "\(name), byte \(offset)") }
            }
        }
        XCTAssertEqual(table[""], 0)
    }

    /// Two names of one length whose hashes share the tag a slot keeps and the first slot of a
    /// table of 16: found by trying names of six pseudo-random letters after `prefix` (about 2^18
    /// of them, as the birthday bound says).
    private func namesOfOneSlotAndTag(prefix: String) -> (String, String)? {
        var seen: [UInt64: UInt64] = [:], state: UInt64 = 1
        var name = Array(prefix.utf8) + [UInt8](repeating: 0, count: 6)
        func text(_ letters: UInt64) -> String {
            prefix + String(decoding: (0..<6).map { UInt8(truncatingIfNeeded: letters >> (8 * UInt64($0))) }, as: UTF8.self)
        }
        for _ in 0..<2_000_000 {
            var letters: UInt64 = 0
            for offset in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name[prefix.utf8.count + offset] = UInt8(ascii: "a") + UInt8(state >> 59 % 26)
                letters |= UInt64(name[prefix.utf8.count + offset]) << (8 * UInt64(offset))
            }
            let hash = name.withUnsafeBytes { NameTable<Int>.hash($0) }
            let key = hash & ~0xFFFF_FFFF | UInt64(NameTable<Int>.firstSlot(hash, mask: 15))
            if let other = seen.updateValue(letters, forKey: key), other != letters { return (text(other), text(letters)) }
        }
        return nil
    }

    /// Names in one slot with one tag, short (compared in their entries) and long (compared in the
    /// names' bytes), are told apart by their bytes: each found with its value, after the other and
    /// through growth; the second absent before it is added.
    func testNamesOfOneSlotAndTagAreToldApartByTheirBytes() throws {
        for prefix in ["N", "AVeryLongTypeNameThatSpansMoreThanSixteenBytes"] {
            let (first, second) = try XCTUnwrap(namesOfOneSlotAndTag(prefix: prefix), prefix)
            var table = NameTable<Int>(minimumCapacity: 1)
            table.insertIfAbsent(first, 1)
            XCTAssertNil(table[second], "the same slot and tag, other bytes")
            table.insertIfAbsent(second, 2)
            table.insertIfAbsent(first, 3)
            XCTAssertEqual([table[first], table[second]], [1, 2])
            XCTAssertEqual(table.count, 2)
            for number in 0..<100 { table.insertIfAbsent("Other\(number)", 100 + number) }
            XCTAssertEqual([table[first], table[second], table["Other99"]], [1, 2, 199], "after growing")
            table[position: 1] = 20
            XCTAssertEqual(table[second], 20)
        }
    }

    /// Names of every length around the hash's eight-byte words, each its own (no two hash alike
    /// here, though the table would still tell them apart by their bytes).
    func testHashesNamesOfEveryLength() {
        let names = (0...40).flatMap { length in ["a", "b"].map { String(repeating: "x", count: length) + $0 } } + ["", "ab", "ba"]
        let hashes = names.map { name in Array(name.utf8).withUnsafeBytes { NameTable<Int>.hash($0) } }
        XCTAssertEqual(Set(hashes).count, names.count)
    }

    /// The index's table of types, read by the rules as strings and by the views as bytes, lists
    /// what a dictionary of the files' types by name lists, in path order.
    func testTypeTableListsEachNamesTypesInPathOrder() {
        let sources = [
            ("B.swift", "final class Store {}\nprotocol Service {}\nextension Store: Service {}\n"),
            ("A.swift", "struct Store {}\nenum Mode { case live }\nactor VeryLongTypeNameThatSpansWords {}\n"),
            ("Tests/StoreTests.swift", "final class Store {}\nclass StoreTests {}\n"),
        ]
        let index = ProjectIndex(files: sources.map { path, text in
            let file = SourceFile(path: path, text: text)
            return FileSummary(file: file, tree: DeclarationScanner.scan(file))
        }, packages: [], buildSettings: [])
        var expected: [String: [TypeReference]] = [:]
        for (file, facts) in index.files.enumerated() {
            for type in facts.typeDeclarations where type.kind.isType {
                expected[type.name, default: []].append(TypeReference(file: Int32(file), declaration: type.declaration))
            }
        }
        XCTAssertEqual(index.types.count, expected.count)
        XCTAssertEqual(Set(index.types.map(\.name)), Set(expected.keys))
        for (name, references) in expected {
            XCTAssertEqual(index.types[name].map(Array.init), references, name)
            XCTAssertEqual(Array(name.utf8).withUnsafeBytes { index.types[$0] }.map(Array.init), references, name)
        }
        XCTAssertEqual(index.types["Store"]?.map { index.files[Int($0.file)].path }, ["A.swift", "B.swift", "Tests/StoreTests.swift"])
        XCTAssertNil(index.types["Stor"])
        XCTAssertNil(index.types["Service.Store"])
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

/// `NameTable.equal` compares by words, the last ones overlapping: a difference at any byte of a
/// name of any length is seen.
final class NameTableEqualityTests: XCTestCase {
    func testADifferenceAtAnyByteOfAnyLengthIsSeen() {
        for length in 0...40 {
            let name = (0..<length).map { UInt8(ascii: "A") + UInt8($0 % 26) }
            name.withUnsafeBytes { left in
                let same = Array(name)
                same.withUnsafeBytes { XCTAssertTrue(NameTable<Void>.equal(left, $0), "length \(length)") }
                for position in 0..<length {
                    var other = name
                    other[position] = UInt8(ascii: "z")
                    other.withUnsafeBytes { XCTAssertFalse(NameTable<Void>.equal(left, $0), "length \(length), byte \(position)") }
                }
            }
        }
    }
}
