/// Turns a file's tokens into its declaration tree: types, extensions and their members, in every
/// `#if` branch. Iterative with an explicit stack, so nesting depth never grows the call stack.
/// Function bodies are not searched for declarations; their token ranges are kept for rules.
public struct DeclarationScanner {
    let file: SourceFile
    var tree = DeclarationTree()
    /// Name positions are asked for in source order: this keeps long lines linear.
    var positionCursor = SourceFile.PositionCursor()

    public static func scan(_ file: SourceFile) -> DeclarationTree {
        var scanner = DeclarationScanner(file: file)
        scanner.run()
        return scanner.tree
    }

    init(file: SourceFile) { self.file = file }

    /// From this many tokens (about 5 MB of source) on, the declaration list is reserved up front.
    static let reservingTokenCount = 1 << 20

    /// A container being scanned: a type or extension body (or the file), ending at `end`.
    private struct Container {
        var declaration: Int32
        var end: Int
        var isEnum: Bool
    }

    mutating func run() {
        // A declaration takes two tokens at least, so a large file's list is given that capacity up
        // front and never grows: growing copies it while the old storage is still resident, which
        // on a 50 MB file of declarations was the run's peak. Capacity never written is never paged
        // in; below the threshold the copies are too small to matter.
        if file.tokens.count >= Self.reservingTokenCount { tree.reserveCapacity(file.tokens.count / 2 + 1) }
        scan(from: 0, in: Container(declaration: -1, end: file.tokens.count, isEnum: false), membersOnly: false)
        scanLocalTypes()
        tree.discardPendingLists()
        tree.linkMembers()
    }

    /// Scans members from `start` until `base` ends (or, with `membersOnly`, after one member and
    /// whatever body it opened).
    private mutating func scan(from start: Int, in base: Container, membersOnly: Bool) {
        var stack = [base]
        var index = start
        while let container = stack.last {
            if index >= container.end {
                stack.removeLast()
                if container.declaration >= 0 { index = container.end + 1 }
                if membersOnly && stack.count <= 1 { return }
                continue
            }
            index = scanMember(at: index, in: container, stack: &stack)
            if membersOnly && stack.count <= 1 { return }
        }
    }

    /// Types declared inside function bodies, accessors and initial values (local classes,
    /// even inside closures in string interpolations) become children of that declaration.
    private mutating func scanLocalTypes() {
        var owner = 0
        while owner < tree.declarations.count {
            // The two ranges only, read when needed: copying the declaration retains all its arrays.
            if !tree.declarations[owner].kind.hasMembers {
                if let body = tree.declarations[owner].body { scanLocalTypes(in: body, owner: owner) }
                if let initializer = tree.declarations[owner].initializer { scanLocalTypes(in: initializer, owner: owner) }
            }
            owner += 1
        }
    }

    private mutating func scanLocalTypes(in range: Range<Int32>, owner: Int) {
        var index = Int(range.lowerBound)
        while index < Int(range.upperBound) {
            // Only `enum` (4 bytes), `class` (5), `struct` (6), `protocol` (8), `extension` (9) or
            // `actor` (an identifier of 5) can start a type: checked here so that most tokens cost no call.
            let token = file.tokens[index]
            let mayStartType = token.kind == .keyword ? (1 << token.length) & 0b11_0111_0000 != 0
                : token.kind == .identifier && token.length == 5
            guard mayStartType, let kind = typeKeyword(at: index), kind != .extension else {
                index += 1
                continue
            }
            // Back over the declaration's attributes and modifiers to its first token.
            var start = index
            while start > Int(range.lowerBound), file.kind(start - 1) == .attribute || modifierWordIsLikely(start - 1) {
                start -= 1
            }
            let atStatementStart = start == Int(range.lowerBound) || file.tokens[start].flags.contains(.newlineBefore)
                || file.kind(start - 1) == .semicolon || file.kind(start - 1) == .leftBrace || file.isWord(start - 1, "in")
            if atStatementStart {
                let before = tree.declarations.count
                scan(from: start, in: Container(declaration: Int32(owner), end: Int(range.upperBound), isEnum: false),
                     membersOnly: true)
                let lastToken = tree.declarations.count > before ? Int(tree.declarations[before].lastToken) : index
                index = max(index + 1, lastToken + 1)
            } else {
                index += 1
            }
        }
    }

    // MARK: Members

    /// Scans one declaration (or skips one unrecognised token group) at `start`; returns where to go on.
    private mutating func scanMember(at start: Int, in container: Container, stack: inout [Container]) -> Int {
        // Attributes and modifiers go straight to the tree's lists, as the next declaration's.
        tree.discardPendingLists()
        var index = start
        var first = -1
        // Attributes, modifiers and `#if` lines, in any order and on any number of lines.
        while index < container.end {
            let token = file.tokens[index]
            if token.kind == .attribute {
                if first < 0 { first = index }
                let scanned = attribute(at: index)
                tree.pools.attributes.append(scanned.attribute)
                index = scanned.end
            } else if token.kind == .directive {
                index = indexAfterDirectiveLine(index, limit: container.end)
            } else if let modifier = modifierWord(at: index, limit: container.end) {
                if first < 0 { first = index }
                let wordIndex = index
                index += 1
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: kept whole, since
                // `private(set)` does not make the declaration private.
                if file.kind(index) == .leftParen, !file.tokens[index].flags.contains(.spaceBefore) {
                    index = file.indexAfterGroup(index)
                    tree.pools.modifiers.append(collapsedText(from: wordIndex, to: index))
                } else {
                    tree.pools.modifiers.append(modifier)
                }
            } else {
                break
            }
        }
        guard index < container.end else { return index }
        if first < 0 { first = index }
        let head = Head(first: Int32(first), parent: container.declaration)

        if let kind = typeKeyword(at: index) {
            return scanType(kind, keyword: index, head: head, container: container, stack: &stack)
        }
        if file.isWord(index, "func") { return scanFunction(keyword: index, head: head, container: container) }
        if file.isWord(index, "init") { return scanFunction(keyword: index, head: head, container: container, kind: .initializer) }
        if file.isWord(index, "deinit") { return scanFunction(keyword: index, head: head, container: container, kind: .deinitializer) }
        if file.isWord(index, "subscript") { return scanFunction(keyword: index, head: head, container: container, kind: .subscript) }
        if file.isWord(index, "var") || file.isWord(index, "let") {
            return scanVariables(keyword: index, head: head, container: container)
        }
        if file.isWord(index, "case"), container.isEnum { return scanEnumCases(keyword: index, head: head, container: container) }
        if file.isWord(index, "typealias") { return scanTypealias(keyword: index, head: head, container: container) }
        // Anything else (imports, operators, statements of top-level code): skip it whole.
        if file.isWord(index, "import") || file.isWord(index, "associatedtype") || file.isWord(index, "operator")
            || file.isWord(index, "precedencegroup") {
            return statementEnd(from: index + 1, limit: container.end)
        }
        return file.indexAfterGroup(index)
    }

    /// Where a declaration starts and its parent; its attributes and modifiers are in the tree's
    /// lists, pending.
    private struct Head {
        var first: Int32
        var parent: Int32
    }

    /// The attribute at `index`, and the index after it.
    private func attribute(at index: Int) -> (attribute: Declaration.Attribute, end: Int) {
        var name = String(file.text(index).dropFirst())
        var cursor = index + 1
        // `@SwiftUI.MainActor`
        while file.kind(cursor) == .period, !file.tokens[cursor].flags.contains(.spaceBefore), file.kind(cursor + 1) == .identifier {
            name += "." + file.text(cursor + 1)
            cursor += 2
        }
        var arguments: Range<Int32>?
        if file.kind(cursor) == .leftParen, !file.tokens[cursor].flags.contains(.spaceBefore), let close = file.partner(cursor) {
            arguments = Int32(cursor + 1)..<Int32(close)
            cursor = close + 1
        }
        return (Declaration.Attribute(name: name, token: Int32(index), arguments: arguments), cursor)
    }

    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
        "optional", "indirect", "nonisolated", "isolated", "consuming", "borrowing", "distributed",
        "prefix", "postfix", "infix", "__consuming",
    ]

    /// `modifierWords` for comparing a token's bytes without making a String.
    private static let modifierSpellings = WordSet(modifierWords)

    /// The modifier at `index`, when the word there is one and a declaration follows it.
    private func modifierWord(at index: Int, limit: Int) -> String? {
        guard let kind = file.kind(index), kind == .identifier || kind == .keyword else { return nil }
        let length = file.tokens[index].length
        guard length >= 4, length <= 12 else { return nil }
        if file.isWord(index, "class") {
            // `class func`, `class var`, `class override func`: a member modifier, not a class.
            let next = index + 1
            guard next < limit else { return nil }
            if typeKeyword(at: next) == nil, isDeclarationStart(next) { return "class" }
            return nil
        }
        guard file.spells(index, oneOf: Self.modifierSpellings) else { return nil }
        let word = file.text(index)
        var next = index + 1
        if file.kind(next) == .leftParen, !file.tokens[next].flags.contains(.spaceBefore) { next = file.indexAfterGroup(next) }
        guard next < limit else { return nil }
        if file.kind(next) == .attribute || isDeclarationStart(next) || modifierWord(at: next, limit: limit) != nil {
            return word
        }
        return nil
    }

    private func isDeclarationStart(_ index: Int) -> Bool {
        if typeKeyword(at: index) != nil { return true }
        for word: StaticString in ["func", "var", "let", "init", "deinit", "subscript", "typealias", "case", "associatedtype", "operator"]
            where file.isWord(index, word) {
            return true
        }
        return modifierWordIsLikely(index)
    }

    func modifierWordIsLikely(_ index: Int) -> Bool {
        guard let kind = file.kind(index), kind == .identifier || kind == .keyword else { return false }
        return file.isWord(index, "class") || file.spells(index, oneOf: Self.modifierSpellings)
    }

    private func typeKeyword(at index: Int) -> Declaration.Kind? {
        guard let kind = file.kind(index) else { return nil }
        if kind == .keyword {
            if file.isText(index, "struct") { return .struct }
            if file.isText(index, "enum") { return .enum }
            if file.isText(index, "protocol") { return .protocol }
            if file.isText(index, "extension") { return .extension }
            if file.isText(index, "class"), file.kind(index + 1) == .identifier, !modifierWordIsLikely(index + 1),
               !file.isText(index + 1, "actor") || file.kind(index + 2) != .identifier {
                return .class
            }
            return nil
        }
        // `actor` is contextual: `actor Name`.
        if kind == .identifier, file.isText(index, "actor"), file.kind(index + 1) == .identifier,
           !file.tokens[index + 1].flags.contains(.newlineBefore) {
            return .actor
        }
        return nil
    }

    // MARK: Types

    private mutating func scanType(_ kind: Declaration.Kind, keyword: Int, head: Head, container: Container,
                                   stack: inout [Container]) -> Int {
        var cursor = keyword + 1
        let nameToken = cursor
        // `struct {` (half-typed code) has no name: do not take the brace for one.
        let hasName = cursor < container.end && (file.kind(cursor) == .identifier || file.kind(cursor) == .keyword)
        var name = hasName ? file.name(cursor) : ""
        if hasName { cursor += 1 }
        if kind == .extension {
            // `extension Outer.Inner<T>`: a dotted path, generic arguments dropped.
            if let after = file.indexAfterAngleGroup(cursor), file.kind(after) == .period { cursor = after }
            while file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier {
                name += "." + file.name(cursor + 1)
                cursor += 2
                if let after = file.indexAfterAngleGroup(cursor), file.kind(after) == .period { cursor = after }
            }
            if let after = file.indexAfterAngleGroup(cursor) { cursor = after }
        }
        var generics: [String] = []
        if kind != .extension, let after = file.indexAfterAngleGroup(cursor) {
            generics = genericParameterNames(from: cursor, to: after)
            cursor = after
        }
        var inheritance: [Declaration.InheritedType] = []
        if file.kind(cursor) == .colon {
            (inheritance, cursor) = scanInheritance(from: cursor + 1, limit: container.end)
        }
        // `where` clause, or anything else up to the body.
        while cursor < container.end, file.kind(cursor) != .leftBrace {
            if file.kind(cursor) == .rightBrace { break }
            cursor = file.indexAfterGroup(cursor)
        }
        if !generics.isEmpty { tree.pools.genericParameters.append(contentsOf: generics) }
        if !inheritance.isEmpty { tree.pools.inheritance.append(contentsOf: inheritance) }
        let index = append(makeDeclaration(kind, name: name, nameToken: nameToken, head: head))
        guard cursor < container.end, file.kind(cursor) == .leftBrace else {
            tree.declarations[Int(index)].lastToken = Int32(min(max(keyword, cursor - 1), file.tokens.count - 1))
            return cursor
        }
        let close = file.partner(cursor) ?? container.end
        tree.declarations[Int(index)].body = Int32(cursor + 1)..<Int32(close)
        tree.declarations[Int(index)].lastToken = Int32(min(close, file.tokens.count - 1))
        stack.append(Container(declaration: index, end: close, isEnum: kind == .enum))
        return cursor + 1
    }

    private func genericParameterNames(from open: Int, to after: Int) -> [String] {
        var names: [String] = []
        var cursor = open + 1
        var expectName = true
        while cursor < after - 1 {
            let kind = file.tokens[cursor].kind
            if expectName, kind == .identifier {
                names.append(file.name(cursor))
                expectName = false
            } else if kind == .comma {
                expectName = true
            }
            cursor = file.indexAfterGroup(cursor)
        }
        return names
    }

    /// The inheritance clause after `:` up to `where` or `{`.
    private func scanInheritance(from start: Int, limit: Int) -> ([Declaration.InheritedType], Int) {
        var entries: [Declaration.InheritedType] = []
        var cursor = start
        var entryStart = -1
        var lastName = -1
        func finish(_ end: Int) {
            guard entryStart >= 0, lastName >= 0 else { return }
            let raw = collapsedText(from: entryStart, to: end)
            entries.append(Declaration.InheritedType(name: file.name(lastName), raw: raw, token: Int32(entryStart)))
        }
        while cursor < limit {
            let kind = file.tokens[cursor].kind
            if kind == .leftBrace || kind == .rightBrace || file.isWord(cursor, "where") { break }
            if kind == .comma || (kind == .operator && file.isText(cursor, "&")) {
                finish(cursor)
                entryStart = -1
                lastName = -1
                cursor += 1
                continue
            }
            if kind == .attribute {
                // `@unchecked Sendable`, `@MainActor P`: the attribute is not the type, but stays in `raw`.
                if entryStart < 0 { entryStart = cursor }
                cursor = attribute(at: cursor).end
                continue
            }
            if kind == .directive {
                cursor = indexAfterDirectiveLine(cursor, limit: limit)
                continue
            }
            if entryStart < 0 { entryStart = cursor }
            if kind == .identifier || (kind == .keyword && (file.isText(cursor, "Any") || file.isText(cursor, "Self"))) {
                lastName = cursor
                cursor += 1
                if let after = file.indexAfterAngleGroup(cursor) { cursor = after }
                continue
            }
            cursor = file.indexAfterGroup(cursor)
        }
        finish(cursor)
        return (entries, cursor)
    }

    // MARK: Functions

    private mutating func scanFunction(keyword: Int, head: Head, container: Container,
                                       kind: Declaration.Kind = .function) -> Int {
        var cursor = keyword + 1
        var name = file.text(keyword)
        var nameToken = keyword
        if kind == .function, cursor < container.end,
           let next = file.kind(cursor), next == .identifier || next == .keyword || next == .operator {
            name = file.name(cursor)
            nameToken = cursor
            cursor += 1
        } else if kind == .initializer, file.kind(cursor) == .operator,
                  file.isText(cursor, "?") || file.isText(cursor, "!") {
            cursor += 1
        }
        var generics: [String] = []
        if let after = file.indexAfterAngleGroup(cursor) {
            generics = genericParameterNames(from: cursor, to: after)
            cursor = after
        }
        var parameters: [Declaration.Parameter] = []
        if file.kind(cursor) == .leftParen, let close = file.partner(cursor) {
            parameters = scanParameters(from: cursor + 1, to: close)
            cursor = close + 1
        }
        // Effects, result type and `where` clause up to the body, or the end of a requirement.
        while cursor < container.end {
            let token = file.tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.flags.contains(.newlineBefore), startsNewDeclaration(cursor) { break }
            cursor = file.indexAfterGroup(cursor)
        }
        var declaration = makeDeclaration(kind, name: name, nameToken: nameToken, head: head)
        if !generics.isEmpty { tree.pools.genericParameters.append(contentsOf: generics) }
        if !parameters.isEmpty { tree.pools.parameters.append(contentsOf: parameters) }
        if cursor < container.end, file.kind(cursor) == .leftBrace {
            let close = file.partner(cursor) ?? container.end
            declaration.body = Int32(cursor + 1)..<Int32(close)
            declaration.lastToken = Int32(min(close, file.tokens.count - 1))
            if kind == .subscript { declaration.accessorSet = accessorSet(in: cursor + 1, close) }
            append(declaration)
            return min(close + 1, container.end)
        }
        declaration.lastToken = Int32(max(keyword, cursor - 1))
        append(declaration)
        return cursor < container.end && file.kind(cursor) == .semicolon ? cursor + 1 : cursor
    }

    private func scanParameters(from start: Int, to end: Int) -> [Declaration.Parameter] {
        var parameters: [Declaration.Parameter] = []
        var cursor = start
        while cursor < end {
            var pieceEnd = cursor
            while pieceEnd < end, file.kind(pieceEnd) != .comma { pieceEnd = file.indexAfterGroup(pieceEnd) }
            if let parameter = parameter(from: cursor, to: min(pieceEnd, end)) { parameters.append(parameter) }
            cursor = pieceEnd + 1
        }
        return parameters
    }

    private func parameter(from start: Int, to end: Int) -> Declaration.Parameter? {
        var names: [String] = []
        var cursor = start
        while cursor < end, file.kind(cursor) == .attribute {
            cursor = attribute(at: cursor).end
        }
        while cursor < end, file.kind(cursor) != .colon {
            if let kind = file.kind(cursor), kind == .identifier || kind == .keyword { names.append(file.name(cursor)) }
            cursor += 1
        }
        guard !names.isEmpty, cursor < end else { return nil }
        let typeStart = cursor + 1
        var typeEnd = typeStart
        while typeEnd < end, !(file.kind(typeEnd) == .operator && file.isText(typeEnd, "=")) {
            typeEnd = file.indexAfterGroup(typeEnd)
        }
        let defaultValue: Range<Int32>? = typeEnd < end ? Int32(typeEnd + 1)..<Int32(end) : nil
        return Declaration.Parameter(
            label: names.count > 1 ? names[0] : names[0],
            name: names.count > 1 ? names[1] : names[0],
            type: collapsedText(from: typeStart, to: min(typeEnd, end)),
            defaultValue: defaultValue
        )
    }

    // MARK: Variables

    private mutating func scanVariables(keyword: Int, head: Head, container: Container) -> Int {
        let isLet = file.isWord(keyword, "let")
        // The first binding, whose attributes and modifiers the others repeat.
        var first: Int32?
        var cursor = keyword + 1
        let limit = container.end
        while cursor < limit {
            // One binding: a name (or a tuple pattern), an annotation, an initial value, accessors.
            let nameToken = cursor
            let name: String
            if file.kind(cursor) == .leftParen {
                name = collapsedText(from: cursor, to: file.indexAfterGroup(cursor))
                cursor = file.indexAfterGroup(cursor)
            } else {
                name = file.name(cursor)
                cursor += 1
            }
            var declaration = makeDeclaration(.variable, name: name, nameToken: nameToken, head: head)
            declaration.isLet = isLet
            if file.kind(cursor) == .colon {
                let typeStart = cursor + 1
                cursor = typeEnd(from: typeStart, limit: limit)
                declaration.typeTokens = Int32(typeStart)..<Int32(cursor)
                declaration.typeAnnotation = collapsedText(from: typeStart, to: cursor)
            }
            if cursor < limit, file.kind(cursor) == .operator, file.isText(cursor, "=") {
                let valueStart = cursor + 1
                cursor = expressionEnd(from: valueStart, limit: limit)
                declaration.initializer = Int32(valueStart)..<Int32(cursor)
            }
            if cursor < limit, file.kind(cursor) == .leftBrace,
               declaration.initializer == nil || observersFollow(cursor) {
                let close = file.partner(cursor) ?? limit
                declaration.body = Int32(cursor + 1)..<Int32(close)
                declaration.accessorSet = accessorSet(in: cursor + 1, close)
                cursor = min(close + 1, limit)
            }
            declaration.lastToken = Int32(max(nameToken, min(cursor, file.tokens.count) - 1))
            if let first { tree.repeatHeadLists(of: first) }
            let index = append(declaration)
            if first == nil { first = index }
            if cursor < limit, file.kind(cursor) == .comma {
                cursor += 1
                continue
            }
            break
        }
        if cursor < limit, file.kind(cursor) == .semicolon { cursor += 1 }
        return cursor
    }

    /// `{` opening `willSet`/`didSet` observers (after an initial value, a `{` is otherwise a trailing closure).
    private func observersFollow(_ brace: Int) -> Bool {
        var cursor = brace + 1
        while file.kind(cursor) == .attribute { cursor += 1 }
        return file.isWord(cursor, "willSet") || file.isWord(cursor, "didSet")
    }

    /// The accessors of a `{ … }` block: explicit `get`/`set`/`willSet`/`didSet` (bodies skipped,
    /// `{ get set }` requirements included), else an implicit getter.
    private func accessorSet(in start: Int, _ end: Int) -> Declaration.AccessorSet {
        var accessors = Declaration.AccessorSet()
        var cursor = start
        while cursor < end {
            let kind = file.tokens[cursor].kind
            switch kind {
            case .identifier, .keyword:
                let word = file.text(cursor)
                if let bit = Declaration.AccessorSet.words.firstIndex(of: word) {
                    accessors.insert(Declaration.AccessorSet(rawValue: 1 << bit))
                } else if accessors.isEmpty, !Self.modifierWords.contains(word) {
                    return .get
                }
                cursor += 1
            case .attribute, .directive:
                cursor += 1
            case .leftBrace, .leftParen:
                if accessors.isEmpty, kind == .leftParen { return .get }
                cursor = file.indexAfterGroup(cursor)
            default:
                if accessors.isEmpty { return .get }
                cursor += 1
            }
        }
        return accessors.isEmpty ? .get : accessors
    }

    // MARK: Enum cases, typealiases

    /// The first token of an enum case's raw value (after `=`, past any associated values), given
    /// its name token; nil when it has none.
    static func rawValueStart(ofCase name: Int, in file: SourceFile) -> Int? {
        let equals = file.kind(name + 1) == .leftParen ? file.indexAfterGroup(name + 1) : name + 1
        return file.kind(equals) == .operator && file.isText(equals, "=") ? equals + 1 : nil
    }

    private mutating func scanEnumCases(keyword: Int, head: Head, container: Container) -> Int {
        // The first case, whose attributes the others repeat.
        var first: Int32?
        var cursor = keyword + 1
        let limit = container.end
        while cursor < limit, file.kind(cursor) == .identifier || file.kind(cursor) == .keyword {
            var declaration = makeDeclaration(.enumCase, name: file.name(cursor), nameToken: cursor, head: head)
            declaration.hasAssociatedValues = file.kind(cursor + 1) == .leftParen
            cursor = Self.rawValueStart(ofCase: cursor, in: file).map { expressionEnd(from: $0, limit: limit) }
                ?? (declaration.hasAssociatedValues ? file.indexAfterGroup(cursor + 1) : cursor + 1)
            declaration.lastToken = Int32(cursor - 1)
            if let first { tree.repeatHeadLists(of: first) }
            let index = append(declaration)
            if first == nil { first = index }
            guard cursor < limit, file.kind(cursor) == .comma else { break }
            cursor += 1
        }
        if cursor < limit, file.kind(cursor) == .semicolon { cursor += 1 }
        return cursor
    }

    private mutating func scanTypealias(keyword: Int, head: Head, container: Container) -> Int {
        let nameToken = keyword + 1
        var declaration = makeDeclaration(.typealias, name: nameToken < container.end ? file.name(nameToken) : "",
                                          nameToken: nameToken, head: head)
        var cursor = nameToken + 1
        if let after = file.indexAfterAngleGroup(cursor) { cursor = after }
        if file.kind(cursor) == .operator, file.isText(cursor, "=") {
            let start = cursor + 1
            cursor = typeEnd(from: start, limit: container.end)
            declaration.typeAnnotation = collapsedText(from: start, to: cursor)
            declaration.typeTokens = Int32(start)..<Int32(cursor)
        }
        declaration.lastToken = Int32(max(nameToken, cursor - 1))
        append(declaration)
        return cursor
    }

    // MARK: Statement ends

    /// The end of a type annotation: a top-level `=`, `{`, `,`, `;`, or a line that does not continue it.
    func typeEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let token = file.tokens[cursor]
            switch token.kind {
            case .leftBrace, .rightBrace, .comma, .semicolon, .rightParen, .rightBracket:
                return cursor
            case .operator where file.isText(cursor, "="):
                return cursor
            default:
                break
            }
            // A line starting a declaration ends the type even after a trailing `?` (`var a: A?` / `init(…)`).
            if cursor > start, token.flags.contains(.newlineBefore), !continuesLine(cursor) || startsNewDeclaration(cursor) {
                return cursor
            }
            if let after = file.indexAfterAngleGroup(cursor) {
                cursor = after
            } else {
                cursor = file.indexAfterGroup(cursor)
            }
        }
        return min(cursor, limit)
    }

    /// The end of an expression (an initial value): a top-level `,`, `;`, `}`, observers, or a
    /// line that starts a new statement.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let token = file.tokens[cursor]
            switch token.kind {
            case .comma, .semicolon, .rightBrace, .rightParen, .rightBracket:
                return cursor
            case .leftBrace where observersFollow(cursor):
                return cursor
            default:
                break
            }
            if cursor > start, token.flags.contains(.newlineBefore), !continuesLine(cursor) { return cursor }
            cursor = file.indexAfterGroup(cursor)
        }
        return min(cursor, limit)
    }

    /// The end of a statement skipped whole.
    private func statementEnd(from start: Int, limit: Int) -> Int {
        let end = expressionEnd(from: start, limit: limit)
        if end < limit, file.kind(end) == .semicolon || file.kind(end) == .comma { return end + 1 }
        return max(end, start)
    }

    /// Whether the token at `index`, first on its line, continues the previous line's expression.
    private func continuesLine(_ index: Int) -> Bool {
        let token = file.tokens[index]
        if startsNewDeclaration(index) { return false }
        switch token.kind {
        case .period, .colon, .arrow:
            return true
        case .operator:
            // A binary operator (`?? fallback`, `+ 1`) or ternary `?`; not a prefix operator on a new statement.
            return token.flags.contains(.spaceAfter) || file.isText(index, "=")
        case .keyword:
            if file.isText(index, "as") || file.isText(index, "is") || file.isText(index, "where") { return true }
        case .directive, .attribute:
            return false
        default:
            break
        }
        guard index > 0 else { return false }
        let previous = file.tokens[index - 1]
        switch previous.kind {
        case .operator:
            // A binary or prefix operator ends its line unfinished; a postfix `?`/`!` (`Type?`) does not.
            return previous.flags.contains(.spaceBefore) || !(file.kind(index - 2)?.endsExpression ?? false)
        case .comma, .colon, .arrow, .leftParen, .leftBracket, .period:
            return true
        case .keyword:
            return file.isText(index - 1, "try") || file.isText(index - 1, "await") || file.isText(index - 1, "in")
                || file.isText(index - 1, "return") || file.isText(index - 1, "as") || file.isText(index - 1, "is")
        default:
            return false
        }
    }

    /// A token on a new line that cannot continue a requirement's signature.
    private func startsNewDeclaration(_ index: Int) -> Bool {
        let kind = file.tokens[index].kind
        if kind == .attribute || kind == .directive { return true }
        return isDeclarationStart(index)
    }

    private func indexAfterDirectiveLine(_ index: Int, limit: Int) -> Int {
        var cursor = index + 1
        while cursor < limit, !file.tokens[cursor].flags.contains(.newlineBefore) { cursor += 1 }
        return cursor
    }

    // MARK: Building

    private mutating func makeDeclaration(_ kind: Declaration.Kind, name: String, nameToken: Int, head: Head) -> Declaration {
        let safeName = min(nameToken, max(file.tokens.count - 1, 0))
        let namePosition = file.tokens.isEmpty
            ? SourceFile.Position(line: 1, column: 1)
            : file.position(ofOffset: Int(file.tokens[safeName].offset), cursor: &positionCursor)
        return Declaration(
            name: name, nameLine: Int32(namePosition.line),
            nameColumn: Int32(namePosition.column), nameToken: Int32(nameToken), firstToken: head.first, lastToken: head.first,
            parent: head.parent, kind: kind
        )
    }

    /// Takes `declaration` over: a copy would retain each of its fields.
    @discardableResult
    private mutating func append(_ declaration: consuming Declaration) -> Int32 {
        // A declaration cut off by the end of the file ends at its last token.
        let lastIndex = Int32(max(file.tokens.count - 1, 0))
        declaration.nameToken = min(declaration.nameToken, lastIndex)
        declaration.lastToken = max(declaration.firstToken, min(declaration.lastToken, lastIndex))
        return tree.append(declaration)
    }

    /// Source text of tokens `start..<end` with white space and comments collapsed to single spaces
    /// where the source had any.
    func collapsedText(from start: Int, to end: Int) -> String {
        guard start < end, end <= file.tokens.count else { return "" }
        var out = ""
        for index in start..<end {
            if index > start, file.tokens[index].flags.contains(.spaceBefore) { out += " " }
            out += file.text(index)
        }
        return out
    }
}

extension SourceFile {
    /// A variable's value when its initial value is a lone string literal (`let key = "auth_token"`),
    /// an enum case's string raw value (`case token = "auth_token"`); nil otherwise. Read from the
    /// tokens when needed rather than kept in every declaration.
    func literalValue(of declaration: borrowing Declaration) -> String? {
        switch declaration.kind {
        case .variable:
            guard let initializer = declaration.initializer, kind(Int(initializer.lowerBound)) == .stringStart,
                  stringLiteralEnd(Int(initializer.lowerBound)) == Int(initializer.upperBound) - 1 else { return nil }
            return stringLiteralValue(Int(initializer.lowerBound))
        case .enumCase:
            return DeclarationScanner.rawValueStart(ofCase: Int(declaration.nameToken), in: self).flatMap(stringLiteralValue)
        default:
            return nil
        }
    }
}
