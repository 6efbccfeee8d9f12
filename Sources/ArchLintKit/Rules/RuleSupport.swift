/// Definitions from the spec's "Shared definitions" that several rules use.
enum TypeNames {
    private static let appleTwoLetterPrefixes: Set<String> = [
        "UI", "NS", "CL", "CM", "PH", "AV", "MK", "HK", "HM", "CK", "WK", "WC", "SK", "UN", "NE", "CN", "EK", "GK",
        "GC", "AR", "CB", "MP", "SF", "LA", "AS", "ST", "BG", "PK", "QL", "CA", "CG", "CI", "CT", "CX", "IN", "ML",
        "VN", "RP", "SC", "TH", "NI", "MX", "OS", "LP", "CW", "CP", "MC", "MF", "MS", "NW", "UT", "AD", "AU", "PD",
        "SN", "SL", "TK", "VS",
    ]
    private static let appleNames: Set<String> = [
        "FileManager", "URLSession", "UserDefaults", "NotificationCenter", "ProcessInfo", "Bundle", "JSONDecoder",
        "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DispatchQueue", "OperationQueue", "Operation",
        "UndoManager", "RunLoop", "Timer", "HTTPCookieStorage", "URLCache", "URLCredentialStorage",
        "DistributedNotificationCenter",
    ]

    /// Prefixes of Apple's C APIs (rev 7: `CFHostSetClient(…)`, `SecItemAdd(…)` are C functions, never
    /// constructions).
    private static let appleCAPIPrefixes = ["CF", "CV", "VT", "Sec", "AudioServices", "AudioQueue"].map { Array($0.utf8) }

    /// An Apple-framework type: a known prefix or C-API prefix followed by an uppercase letter (`CLK`
    /// too), a listed Foundation name, or a `…Formatter`; never a type the project declares.
    static func isAppleFrameworkType(_ name: String, index: ProjectIndex) -> Bool {
        if index.declaresType(name) { return false }
        if appleNames.contains(name) || name.hasSuffix("Formatter") { return true }
        let scalars = Array(name.unicodeScalars.prefix(4))
        guard scalars.count >= 3 else { return false }
        func isUpper(_ s: Unicode.Scalar) -> Bool { s.value >= 65 && s.value <= 90 }
        let two = String(String.UnicodeScalarView(scalars[0..<2]))
        if appleTwoLetterPrefixes.contains(two), isUpper(scalars[2]) { return true }
        if two == "CL", scalars.count >= 4, scalars[2] == "K", isUpper(scalars[3]) { return true }
        let bytes = name.utf8
        return appleCAPIPrefixes.contains { prefix in
            bytes.starts(with: prefix) && bytes.dropFirst(prefix.count).first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
        }
    }

    /// A UIKit or AppKit name: `UI` or `NS` followed by an uppercase letter (`UIPresentationController`,
    /// `NSTableViewDelegate`).
    static func isUIKitOrAppKitName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        return (bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")) || (bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S"))
    }

    private static let protocolLikeSuffixes = ["Delegate", "DataSource", "Protocol", "Providing", "Representable", "Convertible"]

    /// A name not declared in the project that reads as a protocol.
    static func isProtocolLike(_ name: String, index: ProjectIndex) -> Bool {
        !index.declaresType(name) && protocolLikeSuffixes.contains { name.hasSuffix($0) }
    }
}

/// init_injection's **dependency type**, shared with preview_live_dependency: a type name whose last
/// component starts uppercase and ends with one of the `dependency_suffixes`, that is not an
/// Apple-framework type and not an enum declared in the project.
struct DependencyTypes: Sendable {
    let suffixes: [String]
    /// The same suffixes, bucketed for the per-token test.
    private let endings: EndingSet

    init(suffixes: [String]) {
        self.suffixes = suffixes
        endings = EndingSet(suffixes)
    }

    /// Whether identifier `index` may name a dependency type, decided on its bytes (the cheap test
    /// run on every token; `isDependencyName` and `isDependencyType` decide).
    @inline(__always) func mayName(_ index: Int, in file: SourceFile) -> Bool {
        file.kind(index) == .identifier && file.startsUppercase(index) && file.endsWith(index, anyOf: endings)
    }

    /// A name ending in a dependency suffix (the project- and framework-dependent checks are `isDependencyType`'s).
    func isDependencyName(_ name: String) -> Bool {
        (name.unicodeScalars.first?.isUppercase ?? false) && hasAnySuffix(name, suffixes)
    }

    /// Whether `name` (a simple name) is a dependency type of this project.
    func isDependencyType(_ name: String, index: ProjectIndex) -> Bool {
        isDependencyName(name) && !TypeNames.isAppleFrameworkType(name, index: index) && !index.isEnum(name)
    }
}

/// Small questions several rules ask of the declaration model and the project index.

/// A view model (rules.md §5, shared by `main_actor_view_model` and `final_view_model`): a class
/// whose name ends in one of the rule's suffixes, or that conforms to `ObservableObject` in its
/// declaration, an extension anywhere, or through project superclasses and protocols.
struct ViewModelClass {
    /// The class's position in the file's tree.
    var position: Int32
    var qualifiedName: String
    /// Its `typeNameIDs` number, shared by its declarations in other `#if` branches.
    var nameID: Int32
    /// The suffix its name ends in; nil when only its `ObservableObject` conformance makes it one.
    var suffix: String?
}

extension RuleContext {
    /// `DeclarationTree.typeNameIDs` of the file, worked out once for every rule.
    var typeNameIDs: [Int32] { shared.typeNameIDs(tree) }

    /// The type declarations sharing the qualified name of type declaration `position` (itself, and
    /// the same type in other `#if` branches), in file order.
    func typeDeclarations(sameAs position: Int32) -> [Int32] {
        shared.typesByNameID(tree)[typeNameIDs[Int(position)]] ?? [position]
    }

    /// The file's view models in source order, worked out once for every rule that asks with the
    /// same suffixes. A class declared in several `#if` branches counts once, by its first declaration.
    func viewModelClasses(suffixes: [String]) -> [ViewModelClass] {
        shared.viewModels(suffixes: suffixes) { findViewModelClasses(suffixes: suffixes) }
    }

    private func findViewModelClasses(suffixes: [String]) -> [ViewModelClass] {
        let fileIndex = filePosition.map(Int32.init)
        let ids = typeNameIDs
        var declaredNames = Set<Int32>()
        var found: [ViewModelClass] = []
        for position in tree.declarations.indices where tree.declarations[position].kind.isType {
            guard declaredNames.insert(ids[position]).inserted, tree.declarations[position].kind == .class else { continue }
            let declaration = tree.declarations[position]
            let suffix = suffixes.first { declaration.name.hasSuffix($0) }
            if suffix == nil {
                // Extensions anywhere add conformances; a file outside the index (a vendored path given
                // explicitly) has only its own clause.
                let conformances = fileIndex.map { index.conformances(of: TypeReference(file: $0, declaration: Int32(position))) }
                    ?? tree.inheritance(of: Int32(position)).map(\.name)
                guard index.inheritanceReaches(from: conformances, anyOf: ["ObservableObject"]) else { continue }
            }
            found.append(ViewModelClass(position: Int32(position), qualifiedName: tree.qualifiedName(of: Int32(position)),
                                        nameID: ids[position], suffix: suffix))
        }
        return found
    }
}

extension DeclarationTree {
    /// The stored instance properties a type declares itself (their indices): `let`/`var` members
    /// that are not `static`/`class`, not `lazy`, and have no `get`/`set` block (observers allowed).
    /// Indices, not declarations: a copy of a declaration retains each of its fields.
    public func storedInstanceProperties(of index: Int32) -> [Int32] {
        children(of: index).filter { child in
            // `isStoredProperty`, `isTypeMember` and `lazy`, on the fields read in place: calling them on
            // the element (or through a buffer pointer) copied the declaration, 60 M instructions over
            // the eight-app tree.
            let member = Int(child)
            guard declarations[member].kind == .variable, !declarations[member].hasComputingAccessor else { return false }
            let modifiers = modifiers(of: child)
            return !modifiers.contains("static") && !modifiers.contains("class") && !modifiers.contains("lazy")
        }
    }
}

extension ProjectIndex {
    /// The reference to declaration `declaration` of the file at `path`, when the file is indexed.
    public func reference(path: String, declaration: Int32) -> TypeReference? {
        fileIndexByPath[path].map { TypeReference(file: Int32($0), declaration: declaration) }
    }

    /// Walks `base` and the project classes below it, each once (a class declared in several `#if`
    /// branches of a file once), handing each the value its superclass's visit returned; a visit that
    /// returns nil does not go below its class. A loop over the subclass table: linear, no recursion.
    func walkSubclasses<State>(of base: TypeReference, starting state: State, _ visit: (TypeReference, State) -> State?) {
        var pending = [(reference: base, state: state)]
        var visited: Set<TypeReference> = []
        var declared = Set<String>()
        while let (reference, state) = pending.popLast() {
            guard visited.insert(reference).inserted,
                  declared.insert(path(of: reference) + "\u{0}" + tree(of: reference).qualifiedName(of: reference.declaration)).inserted,
                  let next = visit(reference, state) else { continue }
            // Only the first class of a name is the superclass its name stands for.
            let name = self[reference].name
            guard firstType(named: name, kind: .class) == reference else { continue }
            for subclass in subclasses(named: name) { pending.append((subclass, next)) }
        }
    }

    /// Whether the rules look at the declaration's file: Swift code (an Objective-C header only gives
    /// facts), outside tests unless the rule includes them.
    func isLinted(_ reference: TypeReference, includingTests: Bool) -> Bool {
        let facts = files[Int(reference.file)]
        return (includingTests || !facts.isTest) && !facts.path.hasSuffix(".h")
    }

    /// The project class a class inherits from: the first name of its inheritance clause, when the
    /// project declares a class of that name (module qualifiers and generic arguments ignored).
    public func projectSuperclass(of reference: TypeReference) -> TypeReference? {
        guard self[reference].kind == .class, let first = inheritance(of: reference).first else { return nil }
        return firstType(named: first.name, kind: .class)
    }

    /// The members a type declares in its body and in every extension of its name in the project;
    /// references, for a copy of each declaration would retain all its fields.
    public func membersIncludingExtensions(of reference: TypeReference) -> [TypeReference] {
        var members: [TypeReference] = []
        for container in [reference] + extensions(of: treeBox(of: reference).tree.declarations[Int(reference.declaration)].name) {
            let children = treeBox(of: container).tree.children(of: container.declaration)
            members += children.map { TypeReference(file: container.file, declaration: $0) }
        }
        return members
    }

    /// The type a declaration is nested in (directly, or through an extension of that type's name).
    public func enclosingType(of reference: TypeReference) -> TypeReference? {
        let tree = tree(of: reference)
        let parent = tree[reference.declaration].parent
        guard parent >= 0 else { return nil }
        let container = tree[parent]
        if container.kind.isType { return TypeReference(file: reference.file, declaration: parent) }
        guard container.kind == .extension, let last = container.name.split(separator: ".").last else { return nil }
        return firstType(named: String(last))
    }
}

extension ProjectIndex {
    /// The names a type declaration or extension at `position` of `tree` conforms to: for a project
    /// type, its own clause and every extension's of its name; for an extension of a type the project
    /// does not declare, every extension's of that name; for a file outside the index, its own clause.
    func conformanceNames(of position: Int32, in tree: DeclarationTree, path: String) -> [String] {
        let declaration = tree[position]
        guard let fileIndex = fileIndexByPath[path] else { return tree.inheritance(of: position).map(\.name) }
        if declaration.kind.isType {
            return conformances(of: TypeReference(file: Int32(fileIndex), declaration: position))
        }
        let name = declaration.name.lastDottedComponent
        if let type = firstType(named: name) { return conformances(of: type) }
        return extensions(of: name).flatMap { inheritance(of: $0).map(\.name) }
    }

    /// Whether a type declaration or extension belongs to a `PreviewProvider`: it, or its type, names
    /// `PreviewProvider` in its clause or an extension's. The clauses `conformanceNames` would list,
    /// each asked in place with no list built (every file's types and extensions are asked about,
    /// and a name like `View` has hundreds of extensions), those of a name's many extensions once per run.
    /// `indexed`: whether the tree's file is in the index.
    func isPreviewProvider(_ position: Int32, in tree: DeclarationTree, indexed: Bool) -> Bool {
        let target = "PreviewProvider"
        if tree.inheritance(of: position).contains(where: { $0.name == target }) { return true }
        guard indexed else { return false }
        let name = tree.declarations[Int(position)].name
        if tree.declarations[Int(position)].kind.isType { return extensionsInherit(name, target) }
        let simpleName = name.lastDottedComponent
        guard let type = firstType(named: simpleName) else { return extensionsInherit(simpleName, target) }
        return inheritance(of: type).contains { $0.name == target } || extensionsInherit(treeBox(of: type).tree.declarations[Int(type.declaration)].name, target)
    }

    /// For each declaration of `tree`, of a file in the index or not (`indexed`): whether it is a
    /// type (not a protocol) or an extension that belongs to a `PreviewProvider`.
    func previewProviders(in tree: DeclarationTree, indexed: Bool) -> [Bool] {
        tree.declarations.indices.map { position in
            let kind = tree.declarations[position].kind
            return kind.hasMembers && kind != .protocol && isPreviewProvider(Int32(position), in: tree, indexed: indexed)
        }
    }
}

/// Whether `name` ends with one of `suffixes` (plain string endings, as option lists give them).
public func hasAnySuffix(_ name: String, _ suffixes: [String]) -> Bool {
    suffixes.contains { name.hasSuffix($0) }
}

/// The lowercase words of an identifier or string key, split at camelCase humps, at digit runs
/// (which are words of their own) and at any other non-alphanumeric character:
/// `JWTToken` → jwt, token; `oauth2Token` → oauth, 2, token; `auth.token` → auth, token.
public func identifierWords(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var words: [String] = []
    /// The current word is `scalars[wordStart..<index]`.
    var wordStart = 0
    func flush(upTo end: Int) {
        if end > wordStart {
            // Through UTF-8 bytes: appending scalars to a String, or building its view from the
            // slice, is several times slower.
            var word: [UInt8] = []
            word.reserveCapacity(end - wordStart)
            for scalar in scalars[wordStart..<end] { UTF8.encode(scalar) { word.append($0) } }
            words.append(String(decoding: word, as: UTF8.self).lowercased())
        }
        wordStart = end
    }
    for (index, scalar) in scalars.enumerated() {
        let isUpper = scalar.isUppercase
        let isDigit = ("0"..."9").contains(scalar)
        guard scalar.isAlphabetic || isDigit else {
            flush(upTo: index)
            wordStart = index + 1
            continue
        }
        if index > wordStart {
            let previous = scalars[index - 1]
            let previousIsDigit = ("0"..."9").contains(previous)
            let previousIsUpper = previous.isUppercase
            let nextIsLower = index + 1 < scalars.count && scalars[index + 1].isLowercase
            if isDigit != previousIsDigit {
                flush(upTo: index)
            } else if isUpper && (!previousIsUpper || nextIsLower) {
                // A hump (`accessToken`) or the last capital of a run that starts a word (`JWTToken`).
                flush(upTo: index)
            }
        }
    }
    flush(upTo: scalars.count)
    return words
}

/// Letter case and class answered from the value for ASCII: the Unicode property tables cost
/// hundreds of instructions a lookup, and names are nearly always ASCII.
extension Unicode.Scalar {
    /// `properties.isUppercase`.
    var isUppercase: Bool { isASCII ? ("A"..."Z").contains(self) : properties.isUppercase }

    /// `properties.isLowercase`.
    var isLowercase: Bool { isASCII ? ("a"..."z").contains(self) : properties.isLowercase }

    /// `properties.isAlphabetic`.
    var isAlphabetic: Bool { isASCII ? isUppercase || isLowercase : properties.isAlphabetic }
}

extension DeclarationTree {
    /// The code around `token` that counts as one function: the body or initial value of the
    /// innermost function, initialiser, accessor, subscript or property holding it (closures
    /// inside included); nil at file level.
    public func enclosingCodeScope(of token: Int) -> Range<Int>? {
        guard var current = innermost(containing: Int32(token)) else { return nil }
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if !declaration.kind.hasMembers {
                for range in [declaration.body, declaration.initializer].compactMap({ $0 }) where range.contains(Int32(token)) {
                    return Int(range.lowerBound)..<Int(range.upperBound)
                }
            }
            current = declaration.parent
        }
        return nil
    }
}

extension SourceFile {
    /// The first token of the value of each `let NAME = …` / `var NAME: Type = …` in `scope`.
    public func bindingValues(of name: String, in scope: Range<Int>) -> [Int] {
        let scanner = DeclarationScanner(file: self)
        var values: [Int] = []
        for keyword in scope.dropLast() where kind(keyword) == .keyword && (isText(keyword, "let") || isText(keyword, "var")) {
            guard kind(keyword + 1) == .identifier, isText(keyword + 1, equalTo: name) else { continue }
            var cursor = keyword + 2
            if kind(cursor) == .colon { cursor = scanner.typeEnd(from: cursor + 1, limit: scope.upperBound) }
            if cursor + 1 < scope.upperBound, kind(cursor) == .operator, isText(cursor, "=") { values.append(cursor + 1) }
        }
        return values
    }

    /// The first token of the value of each plain assignment `NAME = …` in `scope` (not a member's,
    /// `other.NAME = …`, nor a compound one, `NAME += …`).
    public func assignedValues(of name: String, in scope: Range<Int>) -> [Int] {
        var values: [Int] = []
        for token in scope.dropLast() where kind(token) == .identifier && isText(token, equalTo: name) {
            guard kind(token - 1) != .period, kind(token + 1) == .operator, isText(token + 1, "="), token + 2 < scope.upperBound
            else { continue }
            values.append(token + 2)
        }
        return values
    }
}
