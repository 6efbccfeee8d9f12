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
    // each new declaration once more, 1.5% more instructions in all.

    /// Type, member or case name; for an extension, the extended type's path without generic
    /// arguments (`Outer.Inner`).
    public var name: String
    /// Variables: the type annotation as written, white space collapsed ("" when none);
    /// typealiases: the aliased type.
    public var typeAnnotation = ""
    public var attributes: [Attribute] = []
    public var modifiers: [String] = []
    public var genericParameters: [String] = []
    public var inheritance: [InheritedType] = []
    public var children: [Int32] = []
    /// `get`, `set`, `willSet`, `didSet`…; a bare `{ … }` getter is `get`.
    public var accessors: [String] = []
    /// Functions, initializers, subscripts.
    public var parameters: [Parameter] = []
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

    public func hasModifier(_ word: String) -> Bool { modifiers.contains(word) }

    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name || $0.name.hasSuffix("." + name) }
    }

    /// `static` or `class` members belong to the type, not to an instance.
    public var isTypeMember: Bool { hasModifier("static") || hasModifier("class") }

    /// A stored property: a variable without `get`/`set` accessors (observers allowed).
    public var isStoredProperty: Bool {
        kind == .variable && !accessors.contains { $0 != "willSet" && $0 != "didSet" }
    }
}

/// The declarations of one file, in source order, with parents before children.
public struct DeclarationTree: Sendable, Codable {
    public var declarations: [Declaration] = []
    /// Indices of file-level declarations.
    public var roots: [Int32] = []

    public subscript(index: Int32) -> Declaration { declarations[Int(index)] }

    public func children(of index: Int32) -> [Declaration] {
        declarations[Int(index)].children.map { declarations[Int($0)] }
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
        var level = roots
        while true {
            var low = 0, high = level.count
            while low < high {
                let middle = (low + high) / 2
                if declarations[Int(level[middle])].lastToken < token { low = middle + 1 } else { high = middle }
            }
            guard low < level.count, declarations[Int(level[low])].firstToken <= token else { return best }
            best = level[low]
            level = declarations[Int(level[low])].children
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
            let dot = UInt8(ascii: ".")
            guard bytes.contains(dot) else { return self }
            var end = bytes.count
            while end > 0, bytes[end - 1] == dot { end -= 1 }
            guard end > 0 else { return self }
            var start = end
            while start > 0, bytes[start - 1] != dot { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}
