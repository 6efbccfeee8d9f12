/// Which type names one file's code constructs and names as `Name.self`: the project-wide facts
/// `constants_namespace` (a type nothing constructs, a class whose metatype nothing needs) and
/// `preview_focus_state` (a preview host, constructed in previews only) join over the project.
/// Computed at indexing for every file, test code included, and cached with its other facts.
public struct TypeConstructions: Sendable, Hashable, Codable {
    /// A construction (rules.md "Construction"): `N(`, `N.init(`, `N<…>(`, `N { … }` as a call's
    /// trailing closure; `Outer.N(` qualified by an uppercase name keeps `Outer`.
    public struct Construction: Sendable, Hashable, Codable {
        public var name: String
        /// The uppercase name right before `.N`, "" for none.
        public var qualifier: String
    }

    /// A construction of a name with the word `Preview` or `Previews` (a preview host candidate),
    /// with where it lies: whether in a `#Preview` macro, and the simple names of the types and
    /// extensions around it, innermost first (whether one is a `PreviewProvider` is a project fact).
    public struct PreviewNamedConstruction: Sendable, Hashable, Codable {
        public var construction: Construction
        public var inPreviewMacro: Bool
        public var enclosingTypes: [String]
    }

    /// Each distinct construction, in order of first appearance.
    public var constructions: [Construction]
    /// Names written as `Name.self` in code, distinct, in order of first appearance.
    public var metatypes: [String]
    /// Each distinct preview-named construction with its place.
    public var previewNamed: [PreviewNamedConstruction]

    public init(constructions: [Construction] = [], metatypes: [String] = [], previewNamed: [PreviewNamedConstruction] = []) {
        self.constructions = constructions
        self.metatypes = metatypes
        self.previewNamed = previewNamed
    }

    /// One pass over the file's uppercase names (`TypeNameStops`). Names are made into strings once
    /// each (distinct names by FNV hash, bytes compared on a match), so a file building `Text(…)` a
    /// hundred times makes one.
    public init(file: SourceFile, tree: DeclarationTree) {
        self.init()
        var seenConstructions: [UInt64: [(name: Int, qualifier: Int)]] = [:]
        var seenMetatypes: [UInt64: [Int]] = [:]
        var previewMacros: [Range<Int>]?
        var nextMacro = 0
        var seenPreviewNamed = Set<PreviewNamedConstruction>()
        for stop in file.typeNameStops {
            let index = Int(stop)
            guard file.tokens[index].kind == .identifier, file.startsUppercase(index) else { continue }
            if file.kind(index + 1) == .period, file.isWord(index + 2, "self"), !file.tokens[index + 1].flags.contains(.spaceBefore) {
                let hash = FNV1a64.hash(file.nameBytes(index))
                if seenMetatypes[hash]?.contains(where: { file.nameBytes($0).elementsEqual(file.nameBytes(index)) }) != true {
                    seenMetatypes[hash, default: []].append(index)
                    metatypes.append(file.name(index))
                }
                continue
            }
            guard let qualifier = file.constructionQualifier(ofName: index), file.isConstruction(ofName: index) else { continue }
            let nameHash = FNV1a64.hash(file.nameBytes(index))
            let hash = qualifier < 0 ? nameHash : nameHash ^ (FNV1a64.hash(file.nameBytes(qualifier)) &* 31)
            let isPreviewNamed = file.hasPreviewWord(index)
            let known = seenConstructions[hash]?.contains { seen in
                file.nameBytes(seen.name).elementsEqual(file.nameBytes(index))
                    && (seen.qualifier < 0 ? qualifier < 0 : qualifier >= 0 && file.nameBytes(seen.qualifier).elementsEqual(file.nameBytes(qualifier)))
            } ?? false
            if known, !isPreviewNamed { continue }
            let construction = Construction(name: file.name(index), qualifier: qualifier < 0 ? "" : file.name(qualifier))
            if !known {
                seenConstructions[hash, default: []].append((index, qualifier))
                constructions.append(construction)
            }
            guard isPreviewNamed else { continue }
            if previewMacros == nil { previewMacros = file.previewMacroContexts().map(\.tokens) }
            // The macros' ranges are in token order, as the constructions are met.
            let macros = previewMacros.unsafelyUnwrapped
            while nextMacro < macros.count, macros[nextMacro].upperBound <= index { nextMacro += 1 }
            let placed = PreviewNamedConstruction(construction: construction,
                                                  inPreviewMacro: nextMacro < macros.count && macros[nextMacro].contains(index),
                                                  enclosingTypes: tree.enclosingTypeNames(of: index))
            if seenPreviewNamed.insert(placed).inserted { previewNamed.append(placed) }
        }
    }
}

extension SourceFile {
    /// The name's bytes without backticks.
    @inline(__always) func nameBytes(_ index: Int) -> ArraySlice<UInt8> {
        let range = tokens[index].byteRange
        return range.count >= 2 && bytes[range.lowerBound] == UInt8(ascii: "`") ? bytes[range.lowerBound + 1..<range.upperBound - 1] : bytes[range]
    }

    /// For an uppercase name that may be constructed: -1 when nothing qualifies it (or `Self.` does,
    /// which names the enclosing type), the uppercase qualifier's token for `Outer.N`; nil where the
    /// name is no construction's callee: a member of a value (`value.N(`, `f().N(`, `.N(`) or a
    /// declaration's name (`func N(`, `case N(`).
    func constructionQualifier(ofName index: Int) -> Int? {
        guard let before = kind(index - 1) else { return -1 }
        switch before {
        case .period:
            if kind(index - 2) == .identifier, startsUppercase(index - 2) { return index - 2 }
            return isWord(index - 2, "Self") ? -1 : nil
        case .keyword:
            return isText(index - 1, "func") || isText(index - 1, "case") ? nil : -1
        default:
            return -1
        }
    }

    /// Whether the uppercase name at `index` is called as a type: `N(` or `N<…>(` with the `(`
    /// directly after, `N.init` (called or referenced, `map(N.init)`), or `N { … }` / `N<…> { … }`
    /// with the brace the trailing closure of that call.
    func isConstruction(ofName index: Int) -> Bool {
        var next = index + 1
        guard let kind = kind(next) else { return false }
        if kind == .period {
            return isWord(next + 1, "init") && !tokens[next].flags.contains(.spaceBefore)
        }
        if kind == .operator, !tokens[next].flags.contains(.spaceBefore), bytes[Int(tokens[next].offset)] == UInt8(ascii: "<") {
            guard let after = indexAfterAngleGroup(next) else { return false }
            next = after
        }
        switch self.kind(next) {
        case .leftParen?:
            return !tokens[next].flags.contains(.spaceBefore)
        case .leftBrace?:
            // `N<…> { … }`: the generic arguments stand between the callee and its closure.
            if next == index + 1 { return closureOfCall(next)?.callee == index }
            return !tokens[next].flags.contains(.newlineBefore) && isTrailingClosureCallee(index) && braceRole(next) == .callable
        default:
            return false
        }
    }

    /// Whether the name at `index` has the camelCase word `Preview` or `Previews`; decided on the
    /// bytes first, as most names hold no `Preview`.
    func hasPreviewWord(_ index: Int) -> Bool {
        let name = nameBytes(index)
        guard name.count >= 7, Self.containsPreview(name) else { return false }
        let words = identifierWords(String(decoding: name, as: UTF8.self))
        return words.contains("preview") || words.contains("previews")
    }

    /// Whether the bytes hold `Preview`, compared in place (a generic search cost more than the
    /// rest of a file's constructions).
    private static func containsPreview(_ name: ArraySlice<UInt8>) -> Bool {
        let word: StaticString = "Preview"
        let letters = word.utf8Start, length = word.utf8CodeUnitCount
        var start = name.startIndex
        while start + length <= name.endIndex {
            if name[start] == letters[0], (1..<length).allSatisfy({ name[start + $0] == letters[$0] }) { return true }
            start += 1
        }
        return false
    }

    /// Where a `#Preview` macro's code is (rules.md §9): its arguments and its trailing closure, each
    /// with how a message names the preview (`#Preview`, `#Preview("Dark")`).
    func previewMacroContexts() -> [(tokens: Range<Int>, label: String)] {
        var contexts: [(tokens: Range<Int>, label: String)] = []
        // Most files hold no `#Preview`: the words the lexer noted turn them away.
        guard mentions.contains(.preview) else { return [] }
        for index in tokens.indices where tokens[index].kind == .macro && isText(index, "#Preview") {
            var label = "#Preview"
            var next = index + 1
            if kind(next) == .leftParen, let close = partner(next) {
                if let name = stringLiteralValue(next + 1) { label = "#Preview(\"\(name)\")" }
                contexts.append((next + 1..<close, label))
                next = close + 1
            }
            if kind(next) == .leftBrace, let close = partner(next) {
                contexts.append((next + 1..<close, label))
            }
        }
        return contexts
    }
}

extension DeclarationTree {
    /// The simple names of the types and extensions whose bodies hold `token`, innermost first.
    func enclosingTypeNames(of token: Int) -> [String] {
        var names: [String] = []
        var current = innermost(containing: Int32(token)) ?? -1
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if declaration.kind.hasMembers, let body = declaration.body, body.contains(Int32(token)) {
                names.append(declaration.name.lastDottedComponent)
            }
            current = declaration.parent
        }
        return names
    }
}

// MARK: Project-wide

/// The constructions and `Name.self` uses of every file of the project, by simple name; joined on
/// first use (only a file declaring a candidate type asks).
struct ConstructionTable: Sendable {
    struct Table: Sendable {
        /// The names constructed without a qualifier (most constructions, a set apart so their
        /// join hashes one string each).
        var unqualified: Set<String> = []
        /// The qualifiers each name is constructed with, for names constructed with one.
        var qualifiers: [String: Set<String>] = [:]
        var metatypes: Set<String> = []
        /// Preview-named constructions by name, with whether their file is test code.
        var previewNamed: [String: [(construction: TypeConstructions.PreviewNamedConstruction, isTest: Bool)]] = [:]
    }

    private let table: Lazy<Table>

    init(files: [FileFacts]) {
        table = Lazy {
            var table = Table()
            for facts in files {
                let found = facts.constructions
                for construction in found.constructions {
                    if construction.qualifier.isEmpty {
                        table.unqualified.insert(construction.name)
                    } else {
                        table.qualifiers[construction.name, default: []].insert(construction.qualifier)
                    }
                }
                table.metatypes.formUnion(found.metatypes)
                for placed in found.previewNamed {
                    table.previewNamed[placed.construction.name, default: []].append((placed, facts.isTest))
                }
            }
            return table
        }
    }

    var value: Table { table.value }
}

extension ProjectIndex {
    /// Whether a construction with `qualifier` builds the type named `name` nested directly in a
    /// type or extension named `enclosing` (nil at file level): an unqualified one builds every
    /// type of the name; `Outer.N(` the `N` in `Outer`, or a file-level `N` when the project
    /// declares no type `Outer` (a module name).
    func construction(qualifiedBy qualifier: String, builds enclosing: String?) -> Bool {
        qualifier.isEmpty || qualifier == enclosing || enclosing == nil && !declaresType(qualifier)
    }

    /// Whether the project constructs the type `name` nested directly in `enclosing` (nil at file level).
    public func isConstructed(_ name: String, enclosing: String?) -> Bool {
        let table = constructionTable.value
        return table.unqualified.contains(name) || table.qualifiers[name]?.contains { construction(qualifiedBy: $0, builds: enclosing) } == true
    }

    /// Whether `Name.self` appears as code anywhere in the project.
    public func isUsedAsMetatype(_ name: String) -> Bool { constructionTable.value.metatypes.contains(name) }

    /// Whether a simple name is that of a `PreviewProvider`: a type of that name or an extension of it
    /// names `PreviewProvider` in its clause.
    func namesPreviewProvider(_ name: String) -> Bool {
        let target = "PreviewProvider"
        return types[name]?.contains { inheritance(of: $0).contains { $0.name == target } } == true || extensionsInherit(name, target)
    }

    /// rules.md §19: whether the type `name` (nested directly in `enclosing`, nil at file level) is a
    /// preview host by its constructions — at least one inside a preview context, none in non-test
    /// code outside one. (Its name's words and its own place are the caller's to check.)
    public func isBuiltOnlyByPreviews(_ name: String, enclosing: String?) -> Bool {
        var inPreview = false
        for (placed, isTest) in constructionTable.value.previewNamed[name] ?? []
        where construction(qualifiedBy: placed.construction.qualifier, builds: enclosing) {
            if placed.inPreviewMacro || placed.enclosingTypes.contains(where: namesPreviewProvider) {
                inPreview = true
            } else if !isTest {
                return false
            }
        }
        return inPreview
    }
}

// MARK: Encoding

extension TypeConstructions {
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(constructions.count))
        for construction in constructions {
            writer.write(construction.name)
            writer.write(construction.qualifier)
        }
        writer.write(metatypes)
        writer.write(UInt64(previewNamed.count))
        for placed in previewNamed {
            writer.write(placed.construction.name)
            writer.write(placed.construction.qualifier)
            writer.write(placed.inPreviewMacro)
            writer.write(placed.enclosingTypes)
        }
    }

    /// The whole of `bytes`, as `encoded` wrote it.
    init(encoded bytes: ByteSlice) throws {
        var reader = BinaryReader(bytes)
        let constructions = try (0..<reader.readCount()).map { _ in Construction(name: try reader.readString(), qualifier: try reader.readString()) }
        let metatypes = try reader.readStrings()
        let previewNamed = try (0..<reader.readCount()).map { _ in
            PreviewNamedConstruction(construction: Construction(name: try reader.readString(), qualifier: try reader.readString()),
                                     inPreviewMacro: try reader.readBool(), enclosingTypes: try reader.readStrings())
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        self.init(constructions: constructions, metatypes: metatypes, previewNamed: previewNamed)
    }
}
