/// What the project index keeps of one file: its declarations and the few facts other files
/// ask about. Plain data, so it can be built in parallel and cached.
public struct FileSummary: Sendable, Codable {
    public struct StringConstant: Sendable, Codable, Hashable {
        /// `accessToken` for `static let accessToken = "…"`; `refresh` for `case refresh = "…"`.
        public var name: String
        /// The enclosing type's name (`Keys`), "" for a global `let`.
        public var owner: String
        public var value: String
    }

    /// `T.self` in the same function, closure or property initialiser as `.convertFromSnakeCase`.
    public struct SnakeCaseDecode: Sendable, Codable, Hashable {
        public var typeName: String
        /// Where the strategy is applied (for the message).
        public var line: Int
        /// The generic arguments as written, for `Wrapper<A>.self` (`["A"]`); none for a plain type.
        public var arguments: [String] = []
    }

    /// `typealias Name = Target` of a named type: `Target` is the last component without generic
    /// arguments (`typealias UserState = Store.State.User` → `User`).
    public struct TypeAlias: Sendable, Codable, Hashable {
        public var name: String
        public var target: String
    }

    /// How often the file reaches `Type.accessor` (`NCDatabaseManager.sharedInstance`), for the
    /// singleton accessors the run asks about.
    public struct SingletonUse: Sendable, Codable, Hashable {
        public var typeName: String
        public var accessor: String
        public var count: Int
    }

    public var path: String
    public var isTest: Bool
    public var tree: DeclarationTree
    public var constants: [StringConstant]
    public var snakeCaseDecodes: [SnakeCaseDecode]
    public var typeAliases: [TypeAlias]
    public var singletonUses: [SingletonUse]
    /// The functions the file declares that call `withAnimation`/`withTransaction` (`AnimationWrappers`).
    public var animationWrappers: [String] = []
    /// The file's `TypeUses`, encoded as they are found (`TypeUses.encoded(file:tree:names:)`).
    var encodedTypeUses: ByteSlice
    /// (A damaged encoding, which is never written, gives none.)
    public var typeUses: TypeUses { (try? TypeUses(encoded: encodedTypeUses)) ?? TypeUses() }
    /// The file's `TypeConstructions`, kept as found: encoded only when the cache writes the file.
    public var constructions: TypeConstructions
    /// The file's `ArchitectureFacts`, as found; nil unless `Options.architecture`.
    var architecture: ArchitectureFacts?

    init(path: String, isTest: Bool, tree: DeclarationTree, constants: [StringConstant], snakeCaseDecodes: [SnakeCaseDecode],
         typeAliases: [TypeAlias] = [], singletonUses: [SingletonUse] = [], typeUses: TypeUses = TypeUses(),
         constructions: TypeConstructions = TypeConstructions()) {
        self.path = path
        self.isTest = isTest
        self.tree = tree
        self.constants = constants
        self.snakeCaseDecodes = snakeCaseDecodes
        self.typeAliases = typeAliases
        self.singletonUses = singletonUses
        encodedTypeUses = typeUses.encoded
        self.constructions = constructions
    }

    // Coded with `typeUses` decoded, as before it was held encoded (`archlint-bench digest` hashes this form).
    private enum CodingKeys: String, CodingKey {
        case path, isTest, tree, constants, snakeCaseDecodes, typeAliases, singletonUses, typeUses, animationWrappers, constructions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(path: try container.decode(String.self, forKey: .path), isTest: try container.decode(Bool.self, forKey: .isTest),
                  tree: try container.decode(DeclarationTree.self, forKey: .tree),
                  constants: try container.decode([StringConstant].self, forKey: .constants),
                  snakeCaseDecodes: try container.decode([SnakeCaseDecode].self, forKey: .snakeCaseDecodes),
                  typeAliases: try container.decode([TypeAlias].self, forKey: .typeAliases),
                  singletonUses: try container.decode([SingletonUse].self, forKey: .singletonUses),
                  typeUses: try container.decode(TypeUses.self, forKey: .typeUses),
                  constructions: try container.decode(TypeConstructions.self, forKey: .constructions))
        animationWrappers = try container.decode([String].self, forKey: .animationWrappers)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(isTest, forKey: .isTest)
        try container.encode(tree, forKey: .tree)
        try container.encode(constants, forKey: .constants)
        try container.encode(snakeCaseDecodes, forKey: .snakeCaseDecodes)
        try container.encode(typeAliases, forKey: .typeAliases)
        try container.encode(singletonUses, forKey: .singletonUses)
        try container.encode(typeUses, forKey: .typeUses)
        try container.encode(animationWrappers, forKey: .animationWrappers)
        try container.encode(constructions, forKey: .constructions)
    }

    /// What a run's rules ask each summary to record beyond the facts every run reads (`IndexCache`
    /// keys its file by them, so other options are another cache).
    public struct Options: Sendable, Hashable {
        /// The accessor names whose uses are counted (`init_injection`'s `singleton_accessors`).
        public var singletonAccessors: Set<String> = []
        /// Whether `TypeUses.names` is filled in: a walk of every token that only
        /// `protocol_in_consumer_module` (opt-in) reads.
        public var typeNames = false
        /// Whether `ArchitectureFacts` are recorded: only the configured team architecture rules read them.
        public var architecture = false
        /// Whether test code's facts hold its references: the team architecture rules skip test code
        /// unless a layer or restricted entry says `include_tests: true` (rules.md), and test code
        /// holds about a fifth of the names.
        public var testReferences = false

        public init(singletonAccessors: Set<String> = [], typeNames: Bool = false, architecture: Bool = false, testReferences: Bool = false) {
            self.singletonAccessors = singletonAccessors
            self.typeNames = typeNames
            self.architecture = architecture
            self.testReferences = testReferences
        }
    }

    public init(file: SourceFile, tree: DeclarationTree, options: Options = Options()) {
        path = file.path
        isTest = TestCode.isTestPath(file.path)
        self.tree = tree
        constants = FileSummary.stringConstants(file, tree)
        snakeCaseDecodes = isTest ? [] : FileSummary.snakeCaseDecodes(file, tree)
        encodedTypeUses = isTest ? TypeUses().encoded : TypeUses.encoded(file: file, tree: tree, names: options.typeNames)
        typeAliases = FileSummary.typeAliases(tree)
        singletonUses = options.singletonAccessors.isEmpty ? [] : FileSummary.singletonUses(file, accessors: options.singletonAccessors)
        animationWrappers = AnimationWrappers.names(in: file, tree: tree)
        constructions = TypeConstructions(file: file, tree: tree)
        if options.architecture { architecture = ArchitectureFacts(file: file, tree: tree, references: !isTest || options.testReferences) }
    }

    /// An Objective-C header: one class declaration per `@interface Name : Super`, so that Swift
    /// extensions of it and inheritance chains through it see a project class.
    public init(headerPath: String, bytes: [UInt8]) {
        path = headerPath
        isTest = TestCode.isTestPath(headerPath)
        var tree = DeclarationTree()
        for interface in ObjectiveCHeader.interfaces(in: bytes) {
            let declaration = Declaration(name: interface.name, nameLine: Int32(interface.line), nameColumn: Int32(interface.column),
                                          nameToken: 0, firstToken: 0, lastToken: 0, kind: .class)
            tree.pools.inheritance.append(Declaration.InheritedType(name: interface.superclass, raw: interface.superclass, token: 0))
            tree.append(declaration)
        }
        tree.linkMembers()
        self.tree = tree
        constants = []
        snakeCaseDecodes = []
        typeAliases = []
        singletonUses = []
        encodedTypeUses = TypeUses().encoded
        constructions = TypeConstructions()
    }

    private static func typeAliases(_ tree: DeclarationTree) -> [TypeAlias] {
        var aliases: [TypeAlias] = []
        // Kinds are compared in place: a copy of a declaration retains each of its fields.
        for position in tree.declarations.indices where tree.declarations[position].kind == .typealias {
            let declaration = tree.declarations[position]
            guard tree.genericParameters(of: Int32(position)).isEmpty, let target = namedTypeTarget(declaration.typeAnnotation), target != declaration.name else { continue }
            aliases.append(TypeAlias(name: declaration.name, target: target))
        }
        return aliases
    }

    /// `Store.State.User` → `User`, `Kit.Page<Item>` → `Page`; nil for anything but a (qualified) name.
    static func namedTypeTarget(_ spelling: String) -> String? {
        let base = spelling.split(separator: "<", maxSplits: 1).first.map(String.init) ?? spelling
        guard !base.isEmpty, base.utf8.allSatisfy({ isNameByte($0) || $0 == UInt8(ascii: ".") }),
              spelling.count == base.count || spelling.hasSuffix(">"),
              let last = base.split(separator: ".").last, let first = last.unicodeScalars.first, first.isUppercase else { return nil }
        return String(last)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Every `Type.accessor` in code (a type name, maybe module-qualified, then one of `accessors`),
    /// counted per type and accessor, in order of first use.
    private static func singletonUses(_ file: SourceFile, accessors: Set<String>) -> [SingletonUse] {
        var uses: [SingletonUse] = []
        var positions: [String: Int] = [:]
        let count = file.tokens.count
        for index in file.typeNameStops.lazy.map(Int.init) where index + 2 < count {
            guard file.kind(index + 1) == .period, file.kind(index) == .identifier, file.startsUppercase(index),
                  let kind = file.kind(index + 2), kind == .identifier || kind == .keyword,
                  !file.tokens[index + 1].flags.contains(.spaceBefore) else { continue }
            // `self.Type`, `.Type`: a value's member, not a type.
            if file.kind(index - 1) == .period, !(file.kind(index - 2) == .identifier && file.startsUppercase(index - 2)) { continue }
            // Compared in place first: most `Type.member`s (`Color.red`) name no accessor.
            guard accessors.contains(where: { file.isName(index + 2, equalTo: $0) }) else { continue }
            let accessor = file.name(index + 2)
            let key = file.name(index) + "." + accessor
            if let position = positions[key] {
                uses[position].count += 1
            } else {
                positions[key] = uses.count
                uses.append(SingletonUse(typeName: file.name(index), accessor: accessor, count: 1))
            }
        }
        return uses
    }

    private static func stringConstants(_ file: SourceFile, _ tree: DeclarationTree) -> [StringConstant] {
        var constants: [StringConstant] = []
        // Fields read in place: a copy of a declaration retains each of its fields.
        let declarations = tree.declarations
        for position in declarations.indices {
            let kind = declarations[position].kind, parent = declarations[position].parent
            let value: String
            switch kind {
            case .variable where declarations[position].isLet && (parent < 0 || tree.isTypeMember(Int32(position))):
                guard let literal = file.literalValue(of: declarations[position]) else { continue }
                value = literal
            case .enumCase:
                // A case without a raw value of a String enum has its own name as value.
                value = file.literalValue(of: declarations[position]) ?? declarations[position].name
            default:
                continue
            }
            constants.append(StringConstant(name: declarations[position].name, owner: parent >= 0 ? declarations[Int(parent)].name : "",
                                            value: value))
        }
        return constants
    }

    /// Every `T.self`, `[T].self`, `T?.self`, `Optional<T>.self`, `[K: T].self` in a member body
    /// (function, initialiser, accessor, property initialiser) that also holds `.convertFromSnakeCase`.
    private static func snakeCaseDecodes(_ file: SourceFile, _ tree: DeclarationTree) -> [SnakeCaseDecode] {
        // Most files never name the strategy: the words the lexer noted settle them.
        guard file.mentions.contains(.convertFromSnakeCase), firstStrategy(file, in: 0..<Int32(file.tokens.count)) != nil
        else { return [] }
        var found: [SnakeCaseDecode] = []
        for (position, declaration) in tree.declarations.enumerated() where !declaration.kind.hasMembers {
            for scope in [declaration.body, declaration.initializer].compactMap({ $0 }) {
                guard let strategy = firstStrategy(file, in: scope) else { continue }
                var excluded = Set(tree.genericParameters(of: Int32(position)))
                for ancestor in tree.ancestors(of: Int32(position)) {
                    excluded.formUnion(tree.genericParameters(of: ancestor))
                }
                for type in decodedTypes(file, in: scope) where !excluded.contains(type.name) {
                    found.append(SnakeCaseDecode(typeName: type.name, line: file.line(of: strategy), arguments: type.arguments))
                }
            }
        }
        return found
    }

    private static func firstStrategy(_ file: SourceFile, in scope: Range<Int32>) -> Int? {
        for index in Int(scope.lowerBound)..<Int(scope.upperBound)
        where file.kind(index) == .period && file.isText(index + 1, "convertFromSnakeCase") {
            return index + 1
        }
        return nil
    }

    /// The types of every `T.self` in the scope, read through optionals, arrays and dictionaries:
    /// `[String: Page<Item>]?.self` → Page with arguments [Item].
    private static func decodedTypes(_ file: SourceFile, in scope: Range<Int32>) -> [StoredType] {
        var types: [StoredType] = []
        for index in Int(scope.lowerBound)..<Int(scope.upperBound)
        where file.isText(index, "self") && file.kind(index - 1) == .period {
            guard let spelling = typeSpelling(endingAt: index - 2, in: file), let type = StoredType(spelling),
                  let first = type.name.unicodeScalars.first, first.isUppercase else { continue }
            types.append(type)
        }
        return types
    }

    /// The text of the type expression that ends at `last`: names, `.`, `?`, `!`, generic and
    /// collection brackets (with `,` and `:` inside them), walking back to where it starts.
    private static func typeSpelling(endingAt last: Int, in file: SourceFile) -> String? {
        var depth = 0
        var cursor = last
        while cursor >= 0 {
            guard let kind = file.kind(cursor) else { break }
            var opens = 0, closes = 0
            switch kind {
            case .identifier, .period:
                break
            case .keyword where file.isText(cursor, "Any"):
                break
            case .rightBracket:
                closes = 1
            case .leftBracket:
                opens = 1
            case .comma, .colon:
                if depth == 0 { return text(file, from: cursor + 1, through: last) }
            case .operator:
                let text = file.text(cursor)
                guard text.utf8.allSatisfy({ $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
                else { return Self.text(file, from: cursor + 1, through: last) }
                opens = text.utf8.count { $0 == UInt8(ascii: "<") }
                closes = text.utf8.count { $0 == UInt8(ascii: ">") }
            default:
                return text(file, from: cursor + 1, through: last)
            }
            depth += closes - opens
            if depth < 0 { return text(file, from: cursor + 1, through: last) }
            cursor -= 1
        }
        return text(file, from: cursor + 1, through: last)
    }

    private static func text(_ file: SourceFile, from start: Int, through last: Int) -> String? {
        guard start <= last else { return nil }
        return (start...last).map { file.text($0) }.joined()
    }
}

/// Which files are test code: their findings are skipped by default (they are still indexed).
public enum TestCode {
    static let folderNames = ["Fake", "Fakes", "Stub", "Stubs", "TestSupport", "TestHelpers", "Preview Content"]
    static let folderSuffixes = ["Tests", "Mock", "Mocks"]
    static let fileSuffixes = ["Tests.swift", "Test.swift", "Spec.swift", "Mock.swift", "Mocks.swift", "Fake.swift", "Stub.swift"]

    private static let folderNameSet = WordSet(folderNames)
    private static let folderSuffixSet = EndingSet(folderSuffixes)
    private static let fileSuffixSet = EndingSet(fileSuffixes)

    /// Looks up each component's UTF-8 bytes in place (every file is asked twice a run; comparing
    /// with each name as a String cost 2,900 instructions a path). All the names above are ASCII.
    public static func isTestPath(_ relativePath: String) -> Bool {
        var path = relativePath
        return path.withUTF8 { bytes in
            var end = bytes.count
            // The last non-empty component is the file's name.
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = 0
            for position in 0...end where position == end || bytes[position] == UInt8(ascii: "/") {
                defer { start = position + 1 }
                if position == end { return fileSuffixSet.endsOne(of: bytes, start: start, end: position) }
                if folderNameSet.contains(bytes, start: start, length: position - start)
                    || folderSuffixSet.endsOne(of: bytes, start: start, end: position) {
                    return true
                }
            }
            return false
        }
    }
}
