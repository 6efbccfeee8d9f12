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
        writer.write(countsNames ? names(file, nameTokens: &nameTokens, skipped: &skipped, ownBodies: ownBodies) : [])
        return ByteSlice(writer.bytes)
    }

    /// Names starting with an uppercase letter in the file's code but for the declarations' own
    /// names (`nameTokens`), the inheritance clauses (`skipped`) and a protocol's or extension's
    /// own name in its body; sorted and unique.
    private static func names(_ file: SourceFile, nameTokens: inout [Int32], skipped: inout [Range<Int>],
                              ownBodies: [(name: ArraySlice<UInt8>, body: Range<Int>)]) -> [String] {
        nameTokens.sort()
        skipped.sort { $0.lowerBound < $1.lowerBound }
        // Distinct names by FNV hash, each bucket holding the first token of each name (byte-compared).
        var seen: [UInt64: [Int]] = [:]
        var nextName = 0, nextSkip = 0
        let bytes = file.bytes
        for index in file.typeNameStops.lazy.map(Int.init) where file.tokens[index].kind == .identifier && file.startsUppercase(index) {
            while nextName < nameTokens.count, Int(nameTokens[nextName]) < index { nextName += 1 }
            if nextName < nameTokens.count, Int(nameTokens[nextName]) == index { continue }
            while nextSkip < skipped.count, skipped[nextSkip].upperBound <= index { nextSkip += 1 }
            if nextSkip < skipped.count, skipped[nextSkip].contains(index) { continue }
            let range = Self.nameRange(file, index)
            let hash = FNV1a64.hash(bytes[range])
            if let known = seen[hash], known.contains(where: { bytes[Self.nameRange(file, $0)].elementsEqual(bytes[range]) }) { continue }
            if ownBodies.contains(where: { $0.body.contains(index) && $0.name.elementsEqual(bytes[range]) }) { continue }
            seen[hash, default: []].append(index)
        }
        return seen.values.flatMap { $0.map(file.name) }.sorted()
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
    /// the bytes match: they cost thousands of instructions each.
    private static func receivedTypeName(_ spelling: String) -> String? {
        var type = Substring(spelling)
        for prefix in ["inout ", "any ", "some "] where type.utf8.starts(with: prefix.utf8) && type.hasPrefix(prefix) {
            type = type.dropFirst(prefix.count)
        }
        if type.utf8.first == UInt8(ascii: "("), type.hasPrefix("(") { return nil }
        var previous: UInt8 = 0
        for byte in type.utf8 {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">"), type.contains("->") { return nil }
            previous = byte
        }
        return storedElementTypeName(String(type))
    }

    /// The token's bytes without backticks.
    private static func nameRange(_ file: SourceFile, _ index: Int) -> Range<Int> {
        let range = file.tokens[index].byteRange
        return range.count >= 2 && file.bytes[range.lowerBound] == UInt8(ascii: "`") ? range.lowerBound + 1..<range.upperBound - 1 : range
    }
}
