/// Which type names one file's code uses and what its types inherit: the facts
/// `protocol_in_consumer_module` joins over the project (`ProjectIndex.typeUses`), computed at
/// indexing and cached with the file's other facts. Empty for test code, which the rule ignores.
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

    public init(names: [String] = [], inheritances: [Inheritance] = [], typealiases: [String] = []) {
        self.names = names
        self.inheritances = inheritances
        self.typealiases = typealiases
    }

    /// The inheritances and typealiases from the declarations; with `names`, one pass over the
    /// file's tokens for the names, the declarations' name tokens and inheritance clauses (both in
    /// token order) walked beside it.
    public init(file: SourceFile, tree: DeclarationTree, names countsNames: Bool = true) {
        let declarations = tree.declarations
        var nameTokens: [Int32] = []
        var skipped: [Range<Int>] = []
        /// Bodies of protocols and extensions, with the name that does not count inside.
        var ownBodies: [(name: ArraySlice<UInt8>, body: Range<Int>)] = []
        inheritances = []
        typealiases = []
        for position in declarations.indices {
            // Fields read in place until the declaration is a type's: a copy retains each of its fields.
            if countsNames { nameTokens.append(declarations[position].nameToken) }
            if declarations[position].kind == .typealias { typealiases.append(declarations[position].name) }
            guard declarations[position].kind.hasMembers else { continue }
            let declaration = declarations[position]
            let simpleName = declaration.name.lastDottedComponent
            if let first = declaration.inheritance.first {
                inheritances.append(Inheritance(name: simpleName, kind: declaration.kind, inherited: declaration.inheritance.map(\.name)))
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
        guard countsNames else {
            names = []
            return
        }
        nameTokens.sort()
        skipped.sort { $0.lowerBound < $1.lowerBound }
        // Distinct names by FNV hash, each bucket holding the first token of each name (byte-compared).
        var seen: [UInt64: [Int]] = [:]
        var nextName = 0, nextSkip = 0
        let bytes = file.bytes
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.startsUppercase(index) {
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
        names = seen.values.flatMap { $0.map(file.name) }.sorted()
    }

    /// The token's bytes without backticks.
    private static func nameRange(_ file: SourceFile, _ index: Int) -> Range<Int> {
        let range = file.tokens[index].byteRange
        return range.count >= 2 && file.bytes[range.lowerBound] == UInt8(ascii: "`") ? range.lowerBound + 1..<range.upperBound - 1 : range
    }
}
