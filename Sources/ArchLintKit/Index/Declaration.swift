/// A declaration found by the scanner. Token indices refer to the declaring file's `tokens`;
/// every other field is plain data, so a declaration can be kept in the project index (and its
/// cache) without the file's tokens.
public struct Declaration: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        case function, initializer, deinitializer, `subscript`, variable, enumCase, `typealias`

        public var isType: Bool {
            switch self {
            case .class, .struct, .enum, .actor, .protocol: return true
            default: return false
            }
        }

        /// Types and extensions: declarations with members.
        public var hasMembers: Bool { isType || self == .extension }
    }

    public struct Attribute: Sendable, Codable, Hashable {
        /// The name without `@`, module qualifier kept (`MainActor`, `SwiftUI.MainActor`).
        public var name: String
        public var token: Int32
        /// Tokens strictly inside the argument parentheses, when there are any.
        public var arguments: Range<Int32>?
    }

    public struct InheritedType: Sendable, Codable, Hashable {
        /// The last component without generic arguments or module qualifiers: `MyKit.Base<T>` → `Base`.
        public var name: String
        /// As written, white space collapsed: `MyKit.Base<T>`.
        public var raw: String
        public var token: Int32
    }

    public struct Parameter: Sendable, Codable, Hashable {
        public var label: String?
        public var name: String
        public var type: String
        /// Tokens of the default value after `=`.
        public var defaultValue: Range<Int32>?
    }

    // Stored fields are laid out widest first, as Swift keeps them in declaration order and pads
    // each to its alignment; the name's position is two Int32s and the token ranges that may be
    // absent use a sentinel instead of an optional's extra byte (padded to 4). A string value
    // (`let key = "auth_token"`, `case token = "auth_token"`) is read from the tokens when the
    // file's facts are summarised (`SourceFile.literalValue(of:)`), not kept: 144 bytes a
    // declaration instead of 216, and every file's declarations stay in the index for the whole
    // run. Built through the memberwise initializer (fields in this order): an explicit one copied
    // each new declaration once more, 1.5% more instructions in all. Its lists (members,
    // inheritance, attributes, modifiers, generic and function parameters) are pooled by its tree
    // (`DeclarationTree.children(of:)`…) and its accessors are bits: 88 bytes, 24 more for where
    // its lists start, and no allocation of its own for any list.

    /// Type, member or case name; for an extension, the extended type's path without generic
    /// arguments (`Outer.Inner`).
    public var name: String
    /// Variables: the type annotation as written, white space collapsed ("" when none);
    /// typealiases: the aliased type.
    public var typeAnnotation = ""
    /// Where the name starts, as `namePosition` gives it.
    var nameLine: Int32
    var nameColumn: Int32
    public var nameToken: Int32
    /// First token of the declaration (its first attribute or modifier) and its last token.
    public var firstToken: Int32
    public var lastToken: Int32
    /// Index of the enclosing declaration in the file's list, -1 at file level.
    public var parent: Int32 = -1
    var storedBody = Declaration.noTokens
    var storedTypeTokens = Declaration.noTokens
    var storedInitializer = Declaration.noTokens
    var accessorSet = AccessorSet()
    public var kind: Kind
    /// Variables: declared with `let`.
    public var isLet = false
    /// Enum cases: the case has associated values.
    public var hasAssociatedValues = false

    /// Stands for an absent token range in the stored fields.
    static let noTokens = Int32.min..<Int32.min

    public var namePosition: SourceFile.Position {
        get { SourceFile.Position(line: Int(nameLine), column: Int(nameColumn)) }
        set {
            nameLine = Int32(newValue.line)
            nameColumn = Int32(newValue.column)
        }
    }

    /// Tokens strictly inside the braces: members of a type, statements of a function, accessors
    /// of a computed property or observers of a stored one.
    public var body: Range<Int32>? {
        get { storedBody == Declaration.noTokens ? nil : storedBody }
        set { storedBody = newValue ?? Declaration.noTokens }
    }

    /// The tokens of `typeAnnotation`.
    public var typeTokens: Range<Int32>? {
        get { storedTypeTokens == Declaration.noTokens ? nil : storedTypeTokens }
        set { storedTypeTokens = newValue ?? Declaration.noTokens }
    }

    /// Variables: tokens of the initial value after `=`.
    public var initializer: Range<Int32>? {
        get { storedInitializer == Declaration.noTokens ? nil : storedInitializer }
        set { storedInitializer = newValue ?? Declaration.noTokens }
    }

    /// `get`, `set`, `willSet`, `didSet`…, in that order; a bare `{ … }` getter is `get`.
    public var accessors: [String] {
        AccessorSet.words.enumerated().compactMap { accessorSet.rawValue & (1 << $0.offset) != 0 ? $0.element : nil }
    }

    /// Accessors other than the observers `willSet` and `didSet`: a computed value.
    public var hasComputingAccessor: Bool { !accessorSet.subtracting([.willSet, .didSet]).isEmpty }

    /// A stored property: a variable without `get`/`set` accessors (observers allowed).
    public var isStoredProperty: Bool { kind == .variable && !hasComputingAccessor }

    /// The accessor words a property or subscript can have, as bits.
    struct AccessorSet: OptionSet, Sendable, Codable, Hashable {
        var rawValue: UInt16
        static let words = ["get", "set", "willSet", "didSet", "_read", "_modify", "init", "read", "modify"]
        static let get = AccessorSet(rawValue: 1), willSet = AccessorSet(rawValue: 1 << 2), didSet = AccessorSet(rawValue: 1 << 3)

        init(rawValue: UInt16) { self.rawValue = rawValue }
    }
}

/// The declarations of one file, in source order, with parents before children.
public struct DeclarationTree: Sendable, Codable, Equatable {
    /// Written in place only by the scanner, once added (a body, an end, found after it).
    public internal(set) var declarations: [Declaration] = []
    /// Indices of file-level declarations.
    public private(set) var roots: [Int32] = []
    /// Every declaration's lists, one after another in declaration order; the elements past the
    /// last declaration's are those of the declaration to be appended next.
    var pools = Pools()

    struct Pools: Sendable, Codable, Equatable {
        /// Where each declaration's lists start, and after the last declaration's entry, where the
        /// next one's start: declaration `i`'s lists run from `starts[i]` to `starts[i + 1]`.
        var starts = [ListStarts()]
        var members: [Int32] = []
        var inheritance: [Declaration.InheritedType] = []
        var attributes: [Declaration.Attribute] = []
        var modifiers: [String] = []
        var genericParameters: [String] = []
        var parameters: [Declaration.Parameter] = []
    }

    struct ListStarts: Sendable, Codable, Equatable {
        var members: Int32 = 0, inheritance: Int32 = 0, attributes: Int32 = 0, modifiers: Int32 = 0
        var genericParameters: Int32 = 0, parameters: Int32 = 0
    }

    public init() {}

    public subscript(index: Int32) -> Declaration { declarations[Int(index)] }

    /// The indices of the members of `index`, in source order.
    public func children(of index: Int32) -> ArraySlice<Int32> {
        pools.members[Int(pools.starts[Int(index)].members)..<Int(pools.starts[Int(index) + 1].members)]
    }

    /// The types named in the inheritance clause of `index`, in source order.
    public func inheritance(of index: Int32) -> ArraySlice<Declaration.InheritedType> {
        pools.inheritance[Int(pools.starts[Int(index)].inheritance)..<Int(pools.starts[Int(index) + 1].inheritance)]
    }

    public func attributes(of index: Int32) -> ArraySlice<Declaration.Attribute> {
        pools.attributes[Int(pools.starts[Int(index)].attributes)..<Int(pools.starts[Int(index) + 1].attributes)]
    }

    /// As written: `private(set)` is kept whole, since it does not make the declaration private.
    public func modifiers(of index: Int32) -> ArraySlice<String> {
        pools.modifiers[Int(pools.starts[Int(index)].modifiers)..<Int(pools.starts[Int(index) + 1].modifiers)]
    }

    public func genericParameters(of index: Int32) -> ArraySlice<String> {
        pools.genericParameters[Int(pools.starts[Int(index)].genericParameters)..<Int(pools.starts[Int(index) + 1].genericParameters)]
    }

    /// Functions, initializers, subscripts.
    public func parameters(of index: Int32) -> ArraySlice<Declaration.Parameter> {
        pools.parameters[Int(pools.starts[Int(index)].parameters)..<Int(pools.starts[Int(index) + 1].parameters)]
    }

    public func declaration(_ index: Int32, hasModifier word: String) -> Bool { modifiers(of: index).contains(word) }

    /// `MainActor` also matches `SwiftUI.MainActor`.
    public func declaration(_ index: Int32, hasAttribute name: String) -> Bool {
        attributes(of: index).contains { $0.name == name || $0.name.hasSuffix("." + name) }
    }

    /// `static` or `class` members belong to the type, not to an instance.
    public func isTypeMember(_ index: Int32) -> Bool {
        declaration(index, hasModifier: "static") || declaration(index, hasModifier: "class")
    }

    /// Adds a declaration whose parent, if any, is already in the tree, with the lists appended to
    /// the pools since the last one (its members are filled in by `linkMembers()` once every
    /// declaration is in). Takes `declaration` over: a copy would retain each of its fields.
    @discardableResult
    mutating func append(_ declaration: consuming Declaration) -> Int32 {
        let index = Int32(declarations.count)
        if declaration.parent < 0 { roots.append(index) }
        declarations.append(declaration)
        pools.starts.append(ListStarts(members: 0, inheritance: Int32(pools.inheritance.count), attributes: Int32(pools.attributes.count),
                                       modifiers: Int32(pools.modifiers.count), genericParameters: Int32(pools.genericParameters.count),
                                       parameters: Int32(pools.parameters.count)))
        return index
    }

    /// Drops the lists appended since the last declaration (attributes and modifiers of something
    /// that turned out not to be a declaration).
    mutating func discardPendingLists() {
        func truncate<Element>(_ list: inout [Element], to count: Int32) {
            if list.count > Int(count) { list.removeSubrange(Int(count)...) }
        }
        let next = pools.starts[pools.starts.count - 1]
        truncate(&pools.attributes, to: next.attributes)
        truncate(&pools.modifiers, to: next.modifiers)
        truncate(&pools.inheritance, to: next.inheritance)
        truncate(&pools.genericParameters, to: next.genericParameters)
        truncate(&pools.parameters, to: next.parameters)
    }

    /// Gives the next declaration the attributes and modifiers of `index` (`var a = 1, b = 2`
    /// share theirs).
    mutating func repeatHeadLists(of index: Int32) {
        let attributes = self.attributes(of: index), modifiers = self.modifiers(of: index)
        if !attributes.isEmpty { pools.attributes.append(contentsOf: attributes) }
        if !modifiers.isEmpty { pools.modifiers.append(contentsOf: modifiers) }
    }

    /// Gives room for `count` declarations up front.
    mutating func reserveCapacity(_ count: Int) {
        declarations.reserveCapacity(count)
        pools.starts.reserveCapacity(count + 1)
    }

    /// Builds the members lists from the parents, once every declaration is in: a counting sort by
    /// parent, which keeps each parent's members in source order.
    mutating func linkMembers() {
        var counts = [Int32](repeating: 0, count: declarations.count + 1)
        for position in declarations.indices where declarations[position].parent >= 0 {
            counts[Int(declarations[position].parent) + 1] += 1
        }
        for position in declarations.indices { counts[position + 1] += counts[position] }
        for position in counts.indices { pools.starts[position].members = counts[position] }
        pools.members = [Int32](repeating: 0, count: Int(counts[declarations.count]))
        for position in declarations.indices where declarations[position].parent >= 0 {
            let parent = Int(declarations[position].parent)
            pools.members[Int(counts[parent])] = Int32(position)
            counts[parent] += 1
        }
    }

    /// The chain of enclosing declarations of `index`, innermost first.
    public func ancestors(of index: Int32) -> [Int32] {
        var chain: [Int32] = []
        var current = declarations[Int(index)].parent
        while current >= 0 {
            chain.append(current)
            current = declarations[Int(current)].parent
        }
        return chain
    }

    /// Dotted name of a declaration with its enclosing types and extensions: `Outer.Inner.method`.
    public func qualifiedName(of index: Int32) -> String {
        // Most declarations are top-level or one level deep: no array for those.
        // Fields read in place: a copy of a declaration retains each of its fields.
        let parent = declarations[Int(index)].parent
        guard parent >= 0 else { return declarations[Int(index)].name }
        guard declarations[Int(parent)].parent >= 0 else { return declarations[Int(parent)].name + "." + declarations[Int(index)].name }
        var parts = [declarations[Int(index)].name]
        for ancestor in ancestors(of: index) { parts.append(declarations[Int(ancestor)].name) }
        return parts.reversed().joined(separator: ".")
    }

    /// A number for each type and extension (and each declaration enclosing one), shared by exactly
    /// the declarations whose `qualifiedName` is the same (a type declared again in another `#if`
    /// branch); -1 for the rest. Linear in the declarations: each name is looked up under its
    /// parent's number, where comparing qualified names spelt each one whole (quadratic in nesting).
    public func typeNameIDs() -> [Int32] {
        struct Step: Hashable {
            var parent: Int32
            var name: Substring
        }
        var ids = [Int32](repeating: -1, count: declarations.count)
        var steps: [Step: Int32] = [:]
        // About one step a type or extension: a table grown from empty cost more than its lookups.
        // Counted in place: `count(where:)` copied every declaration.
        var typesAndExtensions = 0
        for position in declarations.indices where declarations[position].kind.hasMembers { typesAndExtensions += 1 }
        steps.reserveCapacity(typesAndExtensions)
        var chain: [Int32] = []
        for position in declarations.indices where declarations[position].kind.hasMembers {
            // Up to the nearest numbered ancestor, then numbers down from it: no recursion on nesting.
            chain.removeAll(keepingCapacity: true)
            var current = Int32(position)
            while current >= 0, ids[Int(current)] < 0 {
                chain.append(current)
                current = declarations[Int(current)].parent
            }
            var id = current >= 0 ? ids[Int(current)] : -1
            for link in chain.reversed() {
                func take(_ component: Substring) {
                    let step = Step(parent: id, name: component)
                    if let known = steps[step] {
                        id = known
                    } else {
                        id = Int32(steps.count)
                        steps[step] = id
                    }
                }
                // An extension's dotted name (`A.B`) is one step per component, as in its qualified
                // name; most names have no dot and are one step, without splitting.
                var name = declarations[Int(link)].name
                if name.withUTF8({ $0.contains(UInt8(ascii: ".")) }) {
                    for component in name.splitting(atByte: UInt8(ascii: "."), omittingEmptySubsequences: false) { take(component) }
                } else {
                    take(Substring(name))
                }
                ids[Int(link)] = id
            }
        }
        return ids
    }

    /// The innermost declaration whose tokens contain `token`. Siblings are in source order and
    /// end in order (the bindings of `var a = 1, b = 2` share their first token, not their last), so
    /// each level is a binary search for the first sibling ending at or after `token`: 100,000
    /// findings in a file of 100,000 declarations stay n log n.
    public func innermost(containing token: Int32) -> Int32? {
        var best: Int32?
        var level = roots[...]
        while true {
            var low = level.startIndex, high = level.endIndex
            while low < high {
                let middle = (low + high) / 2
                if declarations[Int(level[middle])].lastToken < token { low = middle + 1 } else { high = middle }
            }
            guard low < level.endIndex, declarations[Int(level[low])].firstToken <= token else { return best }
            best = level[low]
            level = children(of: level[low])
        }
    }
}

extension String {
    /// The pieces between `separator` bytes (an ASCII character), as `split(separator:)` gives them
    /// but over the UTF-8 view: splitting by Characters cost hundreds of instructions a character,
    /// and paths and dotted names are split for every file and type.
    public func splitting(atByte separator: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = self.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == separator {
                if !omittingEmptySubsequences || start != index { pieces.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmptySubsequences || start != utf8.endIndex { pieces.append(self[start..<utf8.endIndex]) }
        return pieces
    }

    /// The last component of a dotted name (`Outer.Inner` → `Inner`), as `split(separator: ".").last`
    /// gives it, else the whole string; over the UTF-8 bytes, with no copy for a name without a dot:
    /// splitting walks Characters, which cost more than the rest of a file's index facts.
    public var lastDottedComponent: String {
        var name = self
        return name.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: ".")) else { return self }
            let component = Self.lastDottedComponent(UnsafeRawBufferPointer(bytes))
            return component.count == bytes.count ? self : String(decoding: component, as: UTF8.self)
        }
    }

    /// `lastDottedComponent` of a name's bytes: a part of them (all of them without a dot).
    @inline(__always) static func lastDottedComponent(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let dot = UInt8(ascii: ".")
        var end = bytes.count
        while end > 0, bytes[end - 1] == dot { end -= 1 }
        guard end > 0 else { return bytes }
        var start = end
        while start > 0, bytes[start - 1] != dot { start -= 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    }
}
