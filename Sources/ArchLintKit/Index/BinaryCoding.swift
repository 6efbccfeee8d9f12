/// 64-bit FNV-1a: a stable hash, the same on every platform and run (unlike `Hasher`).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    mutating func mix<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { mix(byte) }
    }

    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = FNV1a64()
        hasher.mix(bytes)
        return hasher.value
    }

    /// The same idea a word at a time, for checksums of large buffers (not FNV-compatible). Four
    /// independent lanes over 32-byte blocks, so the multiplications overlap.
    static func wordHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_cbf2_2325_8422, 0x2325_8422_9ce4_cbf2)
        var offset = 0
        while offset + 32 <= raw.count {
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
            lanes.0 ^= lanes.0 >> 29
            lanes.1 ^= lanes.1 >> 29
            lanes.2 ^= lanes.2 >> 29
            lanes.3 ^= lanes.3 >> 29
            offset += 32
        }
        var value = lanes.0
        value = ((value ^ lanes.1) &* prime) ^ (value >> 31)
        value = ((value ^ lanes.2) &* prime) ^ (value >> 31)
        value = ((value ^ lanes.3) &* prime) ^ (value >> 31)
        while offset + 8 <= raw.count {
            value = (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            value ^= value >> 29
            offset += 8
        }
        while offset < raw.count {
            value = (value ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
            offset += 1
        }
        return value
    }
}

extension ByteSlice {
    /// `FNV1a64.wordHash` of each `chunkSize` bytes, on up to `jobs` threads, hashed together: the
    /// same value whatever `jobs` is. The index cache's checksum, which every run reads: hashed on
    /// one thread, a large project's cache took as long as its index join.
    func chunkedChecksum(jobs: Int, chunkSize: Int = 1 << 20) -> UInt64 {
        let chunks = stride(from: startIndex, to: endIndex, by: chunkSize).map { $0..<Swift.min($0 + chunkSize, endIndex) }
        let hashes = parallelMap(chunks, jobs: jobs) { chunk in self[chunk].withUnsafeBytes(FNV1a64.wordHash) }
        return hashes.withUnsafeBytes(FNV1a64.wordHash)
    }
}

/// Bytes behind a checksum of their own (8 bytes, then the bytes): a part of the cache file that
/// the file's checksum does not cover, so that it is read (and checked) only when it is used.
struct SelfCheckedBytes: Sendable {
    /// The checksum and the bytes, as stored.
    let bytes: ByteSlice

    init(_ bytes: ByteSlice) { self.bytes = bytes }

    static func sealing(_ contents: [UInt8]) -> SelfCheckedBytes {
        var writer = BinaryWriter()
        writer.writeRaw(contents.withUnsafeBytes(FNV1a64.wordHash))
        writer.append(contents)
        return SelfCheckedBytes(ByteSlice(writer.bytes))
    }

    /// The bytes, when they match their checksum; nil when damaged.
    var contents: ByteSlice? {
        var reader = BinaryReader(bytes)
        guard let checksum = try? reader.readRaw() else { return nil }
        let contents = bytes[reader.position..<bytes.endIndex]
        return contents.withUnsafeBytes(FNV1a64.wordHash) == checksum ? contents : nil
    }
}

/// A compact binary form for the index cache: LEB128 integers, length-prefixed UTF-8 strings.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Signed values zig-zag encoded, so -1 stays one byte.
    mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }
    mutating func write(_ value: Int32) { write(Int(value)) }
    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: String) {
        // Through the contiguous bytes: appending the UTF-8 view went byte by byte.
        var value = value
        value.withUTF8 { write(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// A string's UTF-8 bytes, written as `write(_: String)` writes it.
    mutating func write(utf8: UnsafeRawBufferPointer) {
        write(UInt64(utf8.count))
        bytes.append(contentsOf: utf8.assumingMemoryBound(to: UInt8.self))
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write(_ range: Range<Int32>?) {
        write(range != nil)
        if let range {
            write(range.lowerBound)
            write(range.upperBound)
        }
    }

    mutating func write(_ values: some Collection<String>) {
        write(UInt64(values.count))
        for value in values { write(value) }
    }

    mutating func writeRaw(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Each value little-endian, in its width: what `BinaryReader.readRaw(count:)` reads where it lies.
    mutating func writeRaw<Value: FixedWidthInteger>(_ values: [Value]) {
        values.map(\.littleEndian).withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
    mutating func append(_ other: ByteSlice) { other.withUnsafeBytes { bytes.append(contentsOf: $0) } }
}

/// Reads what `BinaryWriter` wrote; any inconsistency throws, so a damaged cache is rebuilt, never trusted.
struct BinaryReader {
    struct Corrupt: Error {}

    /// A view of the bytes (shared, not copied); positions are the slice's own indices.
    let bytes: ByteSlice
    private(set) var position: Int
    /// Where the bytes' storage starts, kept alive by `bytes`: the reads check their position
    /// against `bytes.endIndex` themselves, and going through the slice's subscript checked it
    /// again for every byte (1.5 % of a warm one-file run).
    private let base: UnsafeRawPointer

    init(_ bytes: ByteSlice) {
        self.bytes = bytes
        position = bytes.startIndex
        base = bytes.storage.base
    }

    /// The byte at `position`, which the caller has checked lies before `bytes.endIndex`.
    private func byte(_ position: Int) -> UInt8 { base.load(fromByteOffset: position, as: UInt8.self) }

    var isAtEnd: Bool { position >= bytes.endIndex }

    /// (Inlined for the one-byte case: a warm one-file run reads some 28,000 numbers.)
    @inline(__always)
    mutating func readUInt() throws -> UInt64 {
        // Most counts, lengths and positions are below 128: one byte.
        if position < bytes.endIndex, byte(position) < 0x80 {
            position += 1
            return UInt64(byte(position - 1))
        }
        return try readLongUInt()
    }

    @inline(never)
    private mutating func readLongUInt() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.endIndex, shift < 64 else { throw Corrupt() }
            let next = byte(position)
            position += 1
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    mutating func readInt() throws -> Int {
        let raw = try readUInt()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    mutating func readInt32() throws -> Int32 {
        let value = try readInt()
        guard let narrow = Int32(exactly: value) else { throw Corrupt() }
        return narrow
    }

    mutating func readBool() throws -> Bool {
        guard position < bytes.endIndex, byte(position) <= 1 else { throw Corrupt() }
        position += 1
        return byte(position - 1) == 1
    }

    mutating func readCount() throws -> Int {
        let count = try readUInt()
        guard count <= UInt64(bytes.endIndex - position) else { throw Corrupt() }
        return Int(count)
    }

    mutating func readString() throws -> String {
        let count = try readCount()
        // (No string to make for an empty one: the superclass of every type that names none.)
        if count == 0 { return "" }
        defer { position += count }
        // Read where the bytes lie: a slice of them retained and released the storage for every string.
        return String(decoding: UnsafeRawBufferPointer(start: base + position, count: count), as: UTF8.self)
    }

    mutating func readOptionalString() throws -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readRange() throws -> Range<Int32>? {
        guard try readBool() else { return nil }
        let lower = try readInt32(), upper = try readInt32()
        guard lower <= upper else { throw Corrupt() }
        return lower..<upper
    }

    mutating func readStrings() throws -> [String] {
        try (0..<readCount()).map { _ in try readString() }
    }

    mutating func readRaw() throws -> UInt64 {
        guard position + 8 <= bytes.endIndex else { throw Corrupt() }
        defer { position += 8 }
        // One word where it lies (`writeRaw` writes it little-endian).
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }

    /// `count` values `BinaryWriter.writeRaw` wrote, loaded where they lie.
    mutating func readRaw<Value: FixedWidthInteger>(count: Int) throws -> [Value] {
        let size = MemoryLayout<Value>.size
        guard count <= (bytes.endIndex - position) / size else { throw Corrupt() }
        defer { position += count * size }
        // Copied whole (a load per value cost ten times as much), in the machine's order after.
        var values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { UnsafeMutableRawPointer(target).copyMemory(from: base + position, byteCount: count * size) }
            initialized = count
        }
        if 1.littleEndian != 1 { for index in values.indices { values[index] = Value(littleEndian: values[index]) } }
        return values
    }

    mutating func readBytes(_ count: Int) throws -> ByteSlice {
        guard count <= bytes.endIndex - position else { throw Corrupt() }
        defer { position += count }
        return bytes[position..<position + count]
    }
}

// MARK: Summaries

extension FileFacts {
    /// The path is the cache entry's key, so it is not written again. What every join reads
    /// first, then the details, the constants and the type uses, each length-prefixed, so that a
    /// run can keep them undecoded.
    func encode(to writer: inout BinaryWriter) {
        writer.write(isTest)
        writer.write(declarationCount)
        writer.write(UInt64(typeDeclarationCount))
        writer.write(UInt64(snakeCaseDecodes.count))
        for decode in snakeCaseDecodes {
            writer.write(decode.typeName)
            writer.write(decode.line)
            writer.write(decode.arguments)
        }
        writer.write(UInt64(typeAliases.count))
        for alias in typeAliases {
            writer.write(alias.name)
            writer.write(alias.target)
        }
        writer.write(animationWrappers)
        var detailsWriter = BinaryWriter()
        Self.encode(details, to: &detailsWriter)
        writer.write(UInt64(detailsWriter.bytes.count))
        writer.append(detailsWriter.bytes)
        var constantsWriter = BinaryWriter()
        Self.encode(constants, to: &constantsWriter)
        writer.write(UInt64(constantsWriter.bytes.count))
        writer.append(constantsWriter.bytes)
        writer.write(UInt64(encodedTypeUses.count))
        writer.append(encodedTypeUses)
        switch constructionsSource {
        case .encoded(let bytes):
            writer.write(UInt64(bytes.count))
            writer.append(bytes)
        case .decoded(let constructions):
            var constructionsWriter = BinaryWriter()
            constructions.encode(to: &constructionsWriter)
            writer.write(UInt64(constructionsWriter.bytes.count))
            writer.append(constructionsWriter.bytes)
        }
        architectureSource.encode(to: &writer)
    }

    /// `detailsLock`: the lock the details (and architecture facts) of one run's cached facts are decoded under.
    convenience init(from reader: inout BinaryReader, path: String, detailsLock: Lock) throws {
        let isTest = try reader.readBool()
        let declarationCount = try reader.readInt()
        // Each type or extension is a declaration of its own.
        let typeDeclarationCount = try reader.readCount()
        guard declarationCount >= typeDeclarationCount else { throw BinaryReader.Corrupt() }
        let decodes = try (0..<reader.readCount()).map { _ in
            FileSummary.SnakeCaseDecode(typeName: try reader.readString(), line: try reader.readInt(), arguments: try reader.readStrings())
        }
        let aliases = try (0..<reader.readCount()).map { _ in
            FileSummary.TypeAlias(name: try reader.readString(), target: try reader.readString())
        }
        let animationWrappers = try reader.readStrings()
        let details = try reader.readBytes(try reader.readCount())
        let constants = try reader.readBytes(try reader.readCount())
        self.init(path: path, isTest: isTest, typeDeclarationCount: typeDeclarationCount, details: details, detailsLock: detailsLock,
                  constants: .encoded(constants), snakeCaseDecodes: decodes, declarationCount: declarationCount,
                  typeAliases: aliases, animationWrappers: animationWrappers, encodedTypeUses: try reader.readBytes(try reader.readCount()),
                  constructions: .encoded(try reader.readBytes(try reader.readCount())))
        architectureSource = ArchitectureFactsSource(encoded: try reader.readBytes(try reader.readCount()), lock: detailsLock)
    }

    static func encode(_ details: Details, to writer: inout BinaryWriter) {
        for type in details.typeDeclarations {
            writer.write(type.declaration)
            type.kind.encode(to: &writer)
            writer.write(type.name)
            writer.write(type.superclass)
            writer.write(type.nameLine)
        }
        writer.write(UInt64(details.singletonUses.count))
        for use in details.singletonUses {
            writer.write(use.typeName)
            writer.write(use.accessor)
            writer.write(use.count)
        }
    }

    /// What `encode(_:to:)` wrote for facts of `typeDeclarationCount` types among `declarationCount` declarations.
    static func decodeDetails(_ bytes: ByteSlice, typeDeclarationCount: Int, declarationCount: Int) throws -> Details {
        var reader = BinaryReader(bytes)
        var previous: Int32 = -1
        let types = try (0..<typeDeclarationCount).map { _ in
            let declaration = try reader.readInt32()
            // Increasing, as the index's kind lookup assumes, and within the tree.
            guard declaration > previous, declaration < declarationCount else { throw BinaryReader.Corrupt() }
            previous = declaration
            return TypeDeclaration(declaration: declaration, kind: try Declaration.Kind(from: &reader), name: try reader.readString(),
                                   superclass: try reader.readString(), nameLine: try reader.readInt())
        }
        let uses = try (0..<reader.readCount()).map { _ in
            FileSummary.SingletonUse(typeName: try reader.readString(), accessor: try reader.readString(), count: try reader.readInt())
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return Details(typeDeclarations: types, singletonUses: uses)
    }

    static func encode(_ constants: [FileSummary.StringConstant], to writer: inout BinaryWriter) {
        writer.write(UInt64(constants.count))
        for constant in constants {
            writer.write(constant.name)
            writer.write(constant.owner)
            writer.write(constant.value)
        }
    }

    static func decodeConstants(_ bytes: ByteSlice) throws -> [FileSummary.StringConstant] {
        var reader = BinaryReader(bytes)
        let constants = try (0..<reader.readCount()).map { _ in
            FileSummary.StringConstant(name: try reader.readString(), owner: try reader.readString(), value: try reader.readString())
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return constants
    }
}

extension Declaration.Kind {
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(Self.allCases.firstIndex(of: self)!))
    }

    init(from reader: inout BinaryReader) throws {
        let index = try reader.readUInt()
        guard index < UInt64(Self.allCases.count) else { throw BinaryReader.Corrupt() }
        self = Self.allCases[Int(index)]
    }
}

extension DeclarationTree {
    // Each declaration with its lists; its members and the roots are found again from the parents.
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(declarations.count))
        for position in declarations.indices {
            let index = Int32(position)
            declarations[position].encode(to: &writer, attributes: attributes(of: index), modifiers: modifiers(of: index),
                                          genericParameters: genericParameters(of: index), inheritance: inheritance(of: index),
                                          parameters: parameters(of: index))
        }
    }

    init(from reader: inout BinaryReader) throws {
        self.init()
        for _ in 0..<(try reader.readCount()) {
            let declaration = try Declaration(from: &reader, pools: &pools)
            // A parent comes before its members, or a damaged entry could send a rule round a loop.
            guard declaration.parent >= -1, declaration.parent < Int32(declarations.count) else { throw BinaryReader.Corrupt() }
            append(declaration)
        }
        linkMembers()
    }
}

extension Declaration {
    func encode(to writer: inout BinaryWriter, attributes: ArraySlice<Attribute>, modifiers: ArraySlice<String>,
                genericParameters: ArraySlice<String>, inheritance: ArraySlice<InheritedType>, parameters: ArraySlice<Parameter>) {
        kind.encode(to: &writer)
        writer.write(name)
        writer.write(nameToken)
        writer.write(namePosition.line)
        writer.write(namePosition.column)
        writer.write(firstToken)
        writer.write(lastToken)
        writer.write(UInt64(attributes.count))
        for attribute in attributes {
            writer.write(attribute.name)
            writer.write(attribute.token)
            writer.write(attribute.arguments)
        }
        writer.write(modifiers)
        writer.write(genericParameters)
        writer.write(UInt64(inheritance.count))
        for inherited in inheritance {
            writer.write(inherited.name)
            writer.write(inherited.raw)
            writer.write(inherited.token)
        }
        writer.write(body)
        writer.write(parent)
        writer.write(isLet)
        writer.write(typeAnnotation)
        writer.write(typeTokens)
        writer.write(initializer)
        writer.write(UInt64(accessorSet.rawValue))
        writer.write(UInt64(parameters.count))
        for parameter in parameters {
            writer.write(parameter.label)
            writer.write(parameter.name)
            writer.write(parameter.type)
            writer.write(parameter.defaultValue)
        }
        writer.write(hasAssociatedValues)
    }

    /// The declaration, its lists appended to `pools`.
    init(from reader: inout BinaryReader, pools: inout DeclarationTree.Pools) throws {
        // Read in the format's order (the initializer takes the fields in layout order).
        let kind = try Kind(from: &reader), name = try reader.readString(), nameToken = try reader.readInt32()
        let nameLine = try reader.readInt32(), nameColumn = try reader.readInt32()
        self.init(name: name, nameLine: nameLine, nameColumn: nameColumn, nameToken: nameToken,
                  firstToken: try reader.readInt32(), lastToken: try reader.readInt32(), kind: kind)
        for _ in 0..<(try reader.readCount()) {
            pools.attributes.append(Attribute(name: try reader.readString(), token: try reader.readInt32(), arguments: try reader.readRange()))
        }
        for _ in 0..<(try reader.readCount()) { pools.modifiers.append(try reader.readString()) }
        for _ in 0..<(try reader.readCount()) { pools.genericParameters.append(try reader.readString()) }
        for _ in 0..<(try reader.readCount()) {
            pools.inheritance.append(InheritedType(name: try reader.readString(), raw: try reader.readString(), token: try reader.readInt32()))
        }
        body = try reader.readRange()
        parent = try reader.readInt32()
        isLet = try reader.readBool()
        typeAnnotation = try reader.readString()
        typeTokens = try reader.readRange()
        initializer = try reader.readRange()
        let accessors = try reader.readUInt()
        guard accessors <= UInt64(UInt16.max) else { throw BinaryReader.Corrupt() }
        accessorSet = AccessorSet(rawValue: UInt16(accessors))
        for _ in 0..<(try reader.readCount()) {
            pools.parameters.append(Parameter(label: try reader.readOptionalString(), name: try reader.readString(),
                                              type: try reader.readString(), defaultValue: try reader.readRange()))
        }
        hasAssociatedValues = try reader.readBool()
    }
}

extension TypeUses {
    /// The relations the views read (`TypeRelationRanges`) come first, so that they are read
    /// without stepping over the file's names.
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(inheritances.count))
        for inheritance in inheritances {
            Inheritance.encode(name: inheritance.name, kind: inheritance.kind, inherited: inheritance.inherited, to: &writer)
        }
        writer.write(UInt64(received.count))
        for entry in received { Received.encode(declaration: entry.declaration, types: entry.types, to: &writer) }
        writer.write(typealiases)
        writer.write(names)
    }

    init(from reader: inout BinaryReader) throws {
        let inheritances = try (0..<reader.readCount()).map { _ in
            Inheritance(name: try reader.readString(), kind: try Declaration.Kind(from: &reader), inherited: try reader.readStrings())
        }
        let received = try (0..<reader.readCount()).map { _ in Received(declaration: try reader.readInt32(), types: try reader.readStrings()) }
        let typealiases = try reader.readStrings()
        let names = try reader.readStrings()
        self.init(names: names, inheritances: inheritances, typealiases: typealiases, received: received)
    }

    /// The whole of `bytes`, as `FileFacts` stores it.
    init(encoded bytes: ByteSlice) throws {
        var reader = BinaryReader(bytes)
        try self.init(from: &reader)
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
    }
}

extension TypeUses.Inheritance {
    /// One inheritance as `TypeUses.encode(to:)` writes it, `inherited` as `write(_: [String])` writes
    /// names (from a decoded inheritance, or straight from a declaration's clause).
    static func encode<Names: Collection<String>>(name: String, kind: Declaration.Kind, inherited: Names, to writer: inout BinaryWriter) {
        writer.write(name)
        kind.encode(to: &writer)
        writer.write(UInt64(inherited.count))
        for type in inherited { writer.write(type) }
    }
}

extension TypeUses.Received {
    static func encode(declaration: Int32, types: [String], to writer: inout BinaryWriter) {
        writer.write(declaration)
        writer.write(types)
    }
}

extension TypeUses {
    /// The whole of it encoded, as `init(encoded:)` reads it.
    var encoded: ByteSlice {
        var writer = BinaryWriter()
        encode(to: &writer)
        return ByteSlice(writer.bytes)
    }
}

/// What the architecture views read of one file's `TypeUses` (its inheritances and received
/// types, not `names`), straight from the encoded bytes: every name is a range of them, which a
/// `NameTable` looks up in place. Decoding them into strings was most of the graph's cost.
/// Reused from file to file, so its arrays keep their storage.
struct TypeRelationRanges {
    /// The names the entries below point into, in the bytes' order.
    private(set) var names: [Range<Int>] = []
    /// Each inheritance: its name, kind and the positions in `names` of what it inherits.
    private(set) var inheritances: [(name: Range<Int>, kind: Declaration.Kind, inherited: Range<Int>)] = []
    /// Each `TypeUses.Received`: its declaration and the positions in `names` of its types.
    private(set) var received: [(declaration: Int32, types: Range<Int>)] = []

    /// Reads the relations at the start of `bytes` (`TypeUses.encode(to:)`'s format), not the
    /// typealiases and names after them (the cache's checksum covers those); false, with nothing
    /// read, when the relations do not decode.
    mutating func read(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // (Emptied only when not empty: each call cost a hundred instructions, three per file.)
        if !names.isEmpty { names.removeAll(keepingCapacity: true) }
        if !inheritances.isEmpty { inheritances.removeAll(keepingCapacity: true) }
        if !received.isEmpty { received.removeAll(keepingCapacity: true) }
        var cursor = Cursor(bytes: bytes)
        guard readRelations(&cursor) else {
            names.removeAll(keepingCapacity: true)
            inheritances.removeAll(keepingCapacity: true)
            received.removeAll(keepingCapacity: true)
            return false
        }
        return true
    }

    private mutating func readRelations(_ cursor: inout Cursor) -> Bool {
        guard let inheritanceCount = cursor.count() else { return false }
        for _ in 0..<inheritanceCount {
            guard let own = cursor.name(), let kind = cursor.unsigned(), kind < Declaration.Kind.allCases.count,
                  let inherited = readNameList(&cursor) else { return false }
            inheritances.append((own, Declaration.Kind.allCases[Int(kind)], inherited))
        }
        guard let receivedCount = cursor.count() else { return false }
        for _ in 0..<receivedCount {
            // Zig-zag encoded, as `BinaryWriter.write(_: Int32)` writes it.
            guard let raw = cursor.unsigned(), let declaration = Int32(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))),
                  let types = readNameList(&cursor) else { return false }
            received.append((declaration, types))
        }
        return true
    }

    /// The positions in `names` of a list of names.
    private mutating func readNameList(_ cursor: inout Cursor) -> Range<Int>? {
        guard let listed = cursor.count() else { return nil }
        let start = names.count
        for _ in 0..<listed {
            guard let range = cursor.name() else { return nil }
            names.append(range)
        }
        return start..<names.count
    }

    /// Reads as `BinaryReader` does. (A struct, not nested functions: their captured position
    /// cost more than the reading; inlined, as calls returning optionals cost a third of it.)
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        @inline(__always) mutating func unsigned() -> UInt64? {
            // (Nearly every count and length here is below 128: one byte.)
            if position < bytes.count, bytes[position] < 0x80 {
                position += 1
                return UInt64(bytes[position - 1])
            }
            var value: UInt64 = 0, shift: UInt64 = 0
            while position < bytes.count, shift < 64 {
                let byte = bytes[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        @inline(__always) mutating func count() -> Int? {
            guard let value = unsigned(), value <= UInt64(bytes.count - position) else { return nil }
            return Int(value)
        }

        @inline(__always) mutating func name() -> Range<Int>? {
            guard let length = count() else { return nil }
            position += length
            return position - length..<position
        }
    }
}

extension PackageManifest {
    func encode(to writer: inout BinaryWriter) {
        writer.write(directory)
        writer.write(UInt64(platforms.count))
        for platform in platforms {
            writer.write(platform.name)
            writer.write(platform.major)
            writer.write(platform.minor)
        }
        writer.write(UInt64(targets.count))
        for target in targets {
            writer.write(target.name)
            writer.write(target.path)
            writer.write(target.defaultIsolationMainActor)
            writer.write(target.hasExplicitPath)
            writer.write(target.isTest)
        }
    }

    init(from reader: inout BinaryReader) throws {
        let directory = try reader.readString()
        let platforms = try (0..<reader.readCount()).map { _ in
            Platform(name: try reader.readString(), major: try reader.readInt(), minor: try reader.readInt())
        }
        let targets = try (0..<reader.readCount()).map { _ in
            Target(name: try reader.readString(), path: try reader.readString(), defaultIsolationMainActor: try reader.readBool(),
                   hasExplicitPath: try reader.readBool(), isTest: try reader.readBool())
        }
        self.init(directory: directory, targets: targets, platforms: platforms)
    }
}

extension BuildSettingsFile {
    /// The path is the cache entry's key, so it is not written again.
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(kind.rawValue))
        writer.write(UInt64(assignments.count))
        for assignment in assignments {
            writer.write(assignment.key)
            writer.write(assignment.value)
        }
        writer.write(references)
    }

    init(from reader: inout BinaryReader, path: String) throws {
        guard let kind = Kind(rawValue: UInt8(truncatingIfNeeded: try reader.readUInt())) else { throw BinaryReader.Corrupt() }
        let assignments = try (0..<reader.readCount()).map { _ in Assignment(key: try reader.readString(), value: try reader.readString()) }
        self.init(path: path, kind: kind, assignments: assignments, references: try reader.readStrings())
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
    }
}

extension ProjectIndex.NameTables {
    func encode(to writer: inout BinaryWriter) {
        types.encode(to: &writer)
        extensions.encode(to: &writer)
        subclasses.encode(to: &writer)
    }

    /// What `encode` wrote for the index of `files`: each reference a declaration of a file of them.
    init(from reader: inout BinaryReader, files: [FileFacts]) throws {
        let declarationCounts = files.map(\.declarationCount)
        let isValid = { (reference: TypeReference) in
            reference.file >= 0 && Int(reference.file) < declarationCounts.count && reference.declaration >= 0
                && Int(reference.declaration) < declarationCounts[Int(reference.file)]
        }
        self.init(types: try NameTable(restoring: &reader, isValid: isValid), extensions: try NameTable(restoring: &reader, isValid: isValid),
                  subclasses: try NameTable(restoring: &reader, isValid: isValid))
    }
}
