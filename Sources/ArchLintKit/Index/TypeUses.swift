/// Which type names one file's code uses, what its types inherit and which types their
/// initialisers receive: the facts `protocol_in_consumer_module` and `archlint graph` join over the
/// project, computed at indexing and cached with the file's other facts, so that neither decodes a
/// declaration tree. Empty for test code, which both ignore.
public struct TypeUses: Sendable, Hashable, Codable {
    /// A type or extension with an inheritance clause: its simple name (an extension's last
    /// component), kind and the names it inherits.
    public struct Inheritance: Sendable, Hashable, Codable {
        public var name: String
        public var kind: Declaration.Kind
        public var inherited: [String]
    }

    /// Names starting with an uppercase letter that the file's code names, sorted and unique. Not
    /// counted: a declaration's own name, inheritance clauses (up to `where` or the body), and a
    /// name inside the body of a protocol or extension of that name.
    public var names: [String]
    public var inheritances: [Inheritance]
    /// Names of the file's typealiases.
    public var typealiases: [String]
    /// The types and extensions whose initialisers receive named types, in declaration order.
    public var received: [Received]

    /// A type or extension and the simple names of the types its initialisers receive
    /// (`receivedTypes(_:_:)`); the graph keeps those the project declares.
    public struct Received: Sendable, Hashable, Codable {
        /// Its position in the file's declarations.
        public var declaration: Int32
        public var types: [String]
    }

    public init(names: [String] = [], inheritances: [Inheritance] = [], typealiases: [String] = [], received: [Received] = []) {
        self.names = names
        self.inheritances = inheritances
        self.typealiases = typealiases
        self.received = received
    }

    /// The inheritances, typealiases and received types from the declarations; with `names`, one pass over the
    /// file's tokens for the names, the declarations' name tokens and inheritance clauses (both in
    /// token order) walked beside it.
    public init(file: SourceFile, tree: DeclarationTree, names countsNames: Bool = true) {
        self = (try? TypeUses(encoded: Self.encoded(file: file, tree: tree, names: countsNames))) ?? TypeUses()
    }

    /// `TypeUses(file:tree:names:)` encoded (`encode(to:)`'s format), written as the declarations are
    /// walked: for a file of declarations, its inheritances and received types as strings and arrays
    /// took half a byte for every byte of the file, at the height of the file's indexing.
    static func encoded(file: SourceFile, tree: DeclarationTree, names countsNames: Bool = true) -> ByteSlice {
        let declarations = tree.declarations
        var nameTokens: [Int32] = []
        var skipped: [Range<Int>] = []
        /// Bodies of protocols and extensions, with the name that does not count inside.
        var ownBodies: [(name: ArraySlice<UInt8>, body: Range<Int>)] = []
        var inheritances = BinaryWriter(), received = BinaryWriter()
        var inheritanceCount = 0, receivedCount = 0
        var typealiases: [String] = []
        for position in declarations.indices {
            // Fields read in place until the declaration is a type's: a copy retains each of its fields.
            if countsNames { nameTokens.append(declarations[position].nameToken) }
            if declarations[position].kind == .typealias { typealiases.append(declarations[position].name) }
            guard declarations[position].kind.hasMembers else { continue }
            let types = Self.receivedTypes(tree, position)
            if !types.isEmpty {
                receivedCount += 1
                Received.encode(declaration: Int32(position), types: types, to: &received)
            }
            let declaration = declarations[position]
            let simpleName = declaration.name.lastDottedComponent
            let inheritance = tree.inheritance(of: Int32(position))
            if let first = inheritance.first {
                inheritanceCount += 1
                Inheritance.encode(name: simpleName, kind: declaration.kind, inherited: inheritance.lazy.map(\.name), to: &inheritances)
                guard countsNames else { continue }
                var end = declaration.body.map { Int($0.lowerBound) - 1 } ?? Int(declaration.lastToken) + 1
                var cursor = Int(first.token)
                while cursor < end, !file.isWord(cursor, "where") { cursor += 1 }
                end = cursor
                skipped.append(Int(first.token)..<end)
            }
            if countsNames, declaration.kind == .protocol || declaration.kind == .extension, let body = declaration.body {
                ownBodies.append((ArraySlice(simpleName.utf8), Int(body.lowerBound)..<Int(body.upperBound)))
            }
        }
        var writer = BinaryWriter()
        writer.write(UInt64(inheritanceCount))
        writer.append(inheritances.bytes)
        writer.write(UInt64(receivedCount))
        writer.append(received.bytes)
        writer.write(typealiases)
        if countsNames {
            writeNames(file, nameTokens: &nameTokens, skipped: &skipped, ownBodies: ownBodies, to: &writer)
        } else {
            writer.write(UInt64(0))
        }
        return ByteSlice(writer.bytes)
    }

    /// Writes (as `write(_: [String])` would) the names starting with an uppercase letter in the
    /// file's code but for the declarations' own names (`nameTokens`), the inheritance clauses
    /// (`skipped`) and a protocol's or extension's own name in its body; sorted and unique.
    /// Interned and sorted by their bytes, and written from them: made into strings, hashed in a
    /// dictionary and sorted as strings, they cost a tenth of a whole run's instructions.
    private static func writeNames(_ file: SourceFile, nameTokens: inout [Int32], skipped: inout [Range<Int>],
                                   ownBodies: [(name: ArraySlice<UInt8>, body: Range<Int>)], to writer: inout BinaryWriter) {
        nameTokens.sort()
        skipped.sort { $0.lowerBound < $1.lowerBound }
        var table = NameTable<Void>(minimumCapacity: 64)
        // By the name's position in `table`: whether a token has counted it.
        var isCounted: [Bool] = []
        isCounted.reserveCapacity(64)
        var counted: [NameKey] = []
        counted.reserveCapacity(64)
        var allASCII = true
        var nextName = 0, nextSkip = 0
        file.bytes.withUnsafeBytes { bytes in
            for index in file.typeNameStops.lazy.map(Int.init) where file.tokens[index].kind == .identifier && file.startsUppercase(index) {
                while nextName < nameTokens.count, Int(nameTokens[nextName]) < index { nextName += 1 }
                if nextName < nameTokens.count, Int(nameTokens[nextName]) == index { continue }
                while nextSkip < skipped.count, skipped[nextSkip].upperBound <= index { nextSkip += 1 }
                if nextSkip < skipped.count, skipped[nextSkip].contains(index) { continue }
                let range = Self.nameRange(file, index)
                let name = UnsafeRawBufferPointer(rebasing: bytes[range])
                let position = table.position(of: name, inserting: ())
                if position == isCounted.count { isCounted.append(false) }
                guard !isCounted[position] else { continue }
                if ownBodies.contains(where: { $0.body.contains(index) && $0.name.elementsEqual(name) }) { continue }
                isCounted[position] = true
                counted.append(NameKey(name, range: range))
                allASCII = allASCII && !name.contains(where: { $0 >= 0x80 })
            }
            writer.write(UInt64(counted.count))
            guard allASCII else {
                // Strings order by their Unicode scalars once normalised, which bytes only match for
                // ASCII; names equal as strings but not as bytes keep their bytes' order.
                let names = counted.map { (string: String(decoding: bytes[$0.range], as: UTF8.self), key: $0) }.sorted {
                    $0.string != $1.string ? $0.string < $1.string : $0.key.precedes($1.key, in: bytes)
                }
                for name in names { writer.write(name.string) }
                return
            }
            counted.sort { $0.precedes($1, in: bytes) }
            for key in counted { writer.write(utf8: UnsafeRawBufferPointer(rebasing: bytes[key.range])) }
        }
    }

    /// A name's bytes in the file, with the first eight as a big-endian number: most names differ
    /// in those, so most comparisons of the names' sort compare two numbers.
    private struct NameKey {
        var prefix: UInt64 = 0
        var start: Int32
        var end: Int32

        init(_ name: UnsafeRawBufferPointer, range: Range<Int>) {
            (start, end) = (Int32(range.lowerBound), Int32(range.upperBound))
            for offset in 0..<8 { prefix = prefix << 8 | UInt64(offset < name.count ? name[offset] : 0) }
        }

        var range: Range<Int> { Int(start)..<Int(end) }

        /// In the bytes' order. (Padded with zeros, a name's prefix orders as its bytes do up to
        /// its end, where the names it starts follow it: equal prefixes leave it to the bytes.)
        func precedes(_ other: NameKey, in bytes: UnsafeRawBufferPointer) -> Bool {
            if prefix != other.prefix { return prefix < other.prefix }
            return compareBytes(UnsafeRawBufferPointer(rebasing: bytes[range]), UnsafeRawBufferPointer(rebasing: bytes[other.range])) < 0
        }
    }

    /// Simple names of the named types the initialisers of the type or extension at `position`
    /// receive: each parameter's stored type (through optionals, arrays, `any`/`some`/`inout`); for
    /// a struct without an initialiser of its own, its stored instance properties without an
    /// initial value (the memberwise initialiser's). Members are read in place: a copy of a
    /// declaration retains each of its fields.
    static func receivedTypes(_ tree: DeclarationTree, _ position: Int) -> [String] {
        let declarations = tree.declarations
        var types: [String] = []
        var hasInitializer = false
        for child in tree.children(of: Int32(position)) where declarations[Int(child)].kind == .initializer {
            hasInitializer = true
            for parameter in tree.parameters(of: child) {
                if let name = receivedTypeName(parameter.type) { types.append(name) }
            }
        }
        guard !hasInitializer, declarations[position].kind == .struct else { return types }
        for child in tree.children(of: Int32(position)) {
            let member = Int(child)
            guard declarations[member].isStoredProperty, !tree.isTypeMember(child), declarations[member].initializer == nil,
                  let name = receivedTypeName(declarations[member].typeAnnotation) else { continue }
            types.append(name)
        }
        return types
    }

    /// The simple name of the type a parameter or property spelled so stores; nil for a closure or
    /// tuple, which is no type the initialiser stores. The Character comparisons run only where
    /// the bytes match: they cost thousands of instructions each. (The bytes are read where they
    /// lie: read through the UTF-8 view, they cost a thousand instructions a spelling.)
    private static func receivedTypeName(_ spelling: String) -> String? {
        var type = Substring(spelling)
        for prefix in erasingPrefixes where startsWithBytes(type, prefix.bytes) && type.hasPrefix(prefix.text) {
            type = type.dropFirst(prefix.text.count)
        }
        if type.utf8.first == UInt8(ascii: "("), type.hasPrefix("(") { return nil }
        let hasArrowBytes = type.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.indices.dropFirst().contains { bytes[$0 - 1] == UInt8(ascii: "-") && bytes[$0] == UInt8(ascii: ">") }
        } ?? type.utf8.contains(UInt8(ascii: ">"))
        if hasArrowBytes, type.contains("->") { return nil }
        return storedElementTypeName(String(type))
    }

    /// `inout`, `any` and `some` before a type, dropped in this order.
    private static let erasingPrefixes = ["inout ", "any ", "some "].map { (text: $0, bytes: Array($0.utf8)) }

    private static func startsWithBytes(_ type: Substring, _ prefix: [UInt8]) -> Bool {
        type.utf8.withContiguousStorageIfAvailable { $0.starts(with: prefix) } ?? type.utf8.starts(with: prefix)
    }

    /// The token's bytes without backticks.
    private static func nameRange(_ file: SourceFile, _ index: Int) -> Range<Int> {
        let range = file.tokens[index].byteRange
        return range.count >= 2 && file.bytes[range.lowerBound] == UInt8(ascii: "`") ? range.lowerBound + 1..<range.upperBound - 1 : range
    }
}
