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
    }

    public var path: String
    public var isTest: Bool
    public var tree: DeclarationTree
    public var constants: [StringConstant]
    public var snakeCaseDecodes: [SnakeCaseDecode]
    public var typeUses: TypeUses

    init(path: String, isTest: Bool, tree: DeclarationTree, constants: [StringConstant], snakeCaseDecodes: [SnakeCaseDecode],
         typeUses: TypeUses = TypeUses()) {
        self.path = path
        self.isTest = isTest
        self.tree = tree
        self.constants = constants
        self.snakeCaseDecodes = snakeCaseDecodes
        self.typeUses = typeUses
    }

    public init(file: SourceFile, tree: DeclarationTree) {
        path = file.path
        isTest = TestCode.isTestPath(file.path)
        self.tree = tree
        constants = FileSummary.stringConstants(tree)
        snakeCaseDecodes = isTest ? [] : FileSummary.snakeCaseDecodes(file, tree)
        typeUses = isTest ? TypeUses() : TypeUses(file: file, tree: tree)
    }

    private static func stringConstants(_ tree: DeclarationTree) -> [StringConstant] {
        var constants: [StringConstant] = []
        for declaration in tree.declarations {
            let owner = declaration.parent >= 0 ? tree[declaration.parent].name : ""
            switch declaration.kind {
            case .variable where declaration.isLet && (declaration.parent < 0 || declaration.isTypeMember):
                if let value = declaration.stringValue { constants.append(StringConstant(name: declaration.name, owner: owner, value: value)) }
            case .enumCase:
                // A case without a raw value of a String enum has its own name as value.
                let value = declaration.rawValue ?? declaration.name
                constants.append(StringConstant(name: declaration.name, owner: owner, value: value))
            default:
                continue
            }
        }
        return constants
    }

    /// Every `T.self`, `[T].self`, `T?.self`, `Optional<T>.self`, `[K: T].self` in a member body
    /// (function, initialiser, accessor, property initialiser) that also holds `.convertFromSnakeCase`.
    private static func snakeCaseDecodes(_ file: SourceFile, _ tree: DeclarationTree) -> [SnakeCaseDecode] {
        // Most files never name the strategy: one pass over the tokens settles them.
        guard firstStrategy(file, in: 0..<Int32(file.tokens.count)) != nil else { return [] }
        var found: [SnakeCaseDecode] = []
        for (position, declaration) in tree.declarations.enumerated() where !declaration.kind.hasMembers {
            for scope in [declaration.body, declaration.initializer].compactMap({ $0 }) {
                guard let strategy = firstStrategy(file, in: scope) else { continue }
                var excluded = Set(declaration.genericParameters)
                for ancestor in tree.ancestors(of: Int32(position)) {
                    excluded.formUnion(tree[ancestor].genericParameters)
                }
                for name in decodedTypeNames(file, in: scope) where !excluded.contains(name) {
                    found.append(SnakeCaseDecode(typeName: name, line: file.line(of: strategy)))
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

    private static func decodedTypeNames(_ file: SourceFile, in scope: Range<Int32>) -> [String] {
        var names: [String] = []
        for index in Int(scope.lowerBound)..<Int(scope.upperBound)
        where file.isText(index, "self") && file.kind(index - 1) == .period {
            // Walk back over `?`, `]`, `>` to the element type's name.
            var cursor = index - 2
            if file.isText(cursor, "?") { cursor -= 1 }
            if file.kind(cursor) == .rightBracket || (file.kind(cursor) == .operator && file.isText(cursor, ">")) {
                cursor -= 1
            }
            guard file.kind(cursor) == .identifier else { continue }
            let name = file.name(cursor)
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { continue }
            names.append(name)
        }
        return names
    }
}

/// Which files are test code: their findings are skipped by default (they are still indexed).
public enum TestCode {
    static let folderNames: Set<String> = ["Tests", "Mocks", "Fakes", "Stubs", "TestSupport", "TestHelpers", "Preview Content"]
    static let fileSuffixes = ["Tests.swift", "Test.swift", "Spec.swift", "Mock.swift", "Mocks.swift", "Fake.swift", "Stub.swift"]

    /// Compares UTF-8 bytes: `Substring.hasSuffix` walks Characters and cost more than
    /// tokenizing a small file. All the names above are ASCII, so the answers are the same.
    public static func isTestPath(_ relativePath: String) -> Bool {
        let components = Array(relativePath.utf8).split(separator: UInt8(ascii: "/"))
        guard let fileName = components.last else { return false }
        for folder in components.dropLast()
        where folderNames.contains(where: { $0.utf8.elementsEqual(folder) }) || endsWith(folder, "Tests") {
            return true
        }
        return fileSuffixes.contains { endsWith(fileName, $0) }
    }

    private static func endsWith(_ bytes: ArraySlice<UInt8>, _ suffix: String) -> Bool {
        bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
}
