/// `constants_namespace`: a struct or class holding only type members, at least one `static let`,
/// that conforms to nothing and that nothing in the project constructs: a namespace of constants,
/// which a caseless `enum` declares without a way to make instances.
public struct ConstantsNamespace: Rule {
    public static let id = "constants_namespace"

    /// Attributes an enum cannot carry, or that make the type more than a namespace.
    private static let exemptingAttributes = ["main", "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "dynamicCallable",
                                              "objc", "objcMembers"]

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let tree = context.tree
        var findings: [RuleFinding] = []
        for position in tree.declarations.indices {
            let kind = tree.declarations[position].kind
            guard kind == .struct || kind == .class, let constant = namespaceConstant(Int32(position), in: context) else { continue }
            // A type's declarations in the file's `#if` branches, in order: the first is reported, the
            // fix edits all. (Asked after its own declaration makes it a candidate: the file's table
            // of them, made for every type, was three quarters of the rule's instructions.)
            let branches = context.typeDeclarations(sameAs: Int32(position))
            guard branches[0] == Int32(position), isNeverInstantiated(Int32(position), in: context) else { continue }
            let name = tree.declarations[position].name
            findings.append(RuleFinding(
                token: Int(tree.declarations[position].nameToken),
                message: "'\(name)' has only static members (such as '\(constant)') and is never instantiated; declare it as a caseless 'enum \(name)'",
                fix: context.makesFixes ? enumFix(for: branches, in: context) : nil))
        }
        return findings
    }

    // MARK: The declaration

    /// The name of the first `static let` of a struct or class whose own declaration makes it a
    /// namespace: type members only (nested types, typealiases, `private`/`fileprivate` initializers
    /// apart), no clause but `Sendable`, no generic parameters, no attribute an enum cannot carry,
    /// no `@objc` member. Nil otherwise.
    private func namespaceConstant(_ position: Int32, in context: RuleContext) -> String? {
        let tree = context.tree
        guard tree.inheritance(of: position).allSatisfy({ $0.name == "Sendable" }), tree.genericParameters(of: position).isEmpty,
              !Self.exemptingAttributes.contains(where: { tree.declaration(position, hasAttribute: $0) }) else { return nil }
        var constant: String?
        for member in tree.children(of: position) {
            let declaration = tree.declarations[Int(member)]
            switch declaration.kind {
            case .variable, .function, .subscript:
                guard tree.isTypeMember(member) else { return nil }
                if constant == nil, declaration.kind == .variable, declaration.isLet, tree.declaration(member, hasModifier: "static") {
                    constant = declaration.name
                }
            case .initializer:
                guard tree.declaration(member, hasModifier: "private") || tree.declaration(member, hasModifier: "fileprivate") else { return nil }
            case .deinitializer, .enumCase, .extension:
                return nil
            case .class, .struct, .enum, .actor, .protocol, .typealias:
                break
            }
            if tree.declaration(member, hasAttribute: "objc") { return nil }
        }
        return constant
    }

    /// Whether nothing makes or needs an instance: no extension adds an instance member, an
    /// initializer or a conformance other than `Sendable`; no construction anywhere, nor `Self(…)` or
    /// `.init(…)` of its own type in its body; for a class, no subclass, not `open`, and its metatype
    /// not needed (`Name.self` anywhere, `Self.self` in its body).
    private func isNeverInstantiated(_ position: Int32, in context: RuleContext) -> Bool {
        let tree = context.tree, index = context.index
        let declaration = tree.declarations[Int(position)]
        let isClass = declaration.kind == .class
        if isClass, tree.declaration(position, hasModifier: "open") { return false }
        guard !buildsItself(position, in: context, orNamesItsMetatype: isClass) else { return false }
        for ext in index.extensions(of: declaration.name) {
            guard index.inheritance(of: ext).allSatisfy({ $0.name == "Sendable" }) else { return false }
            let extensionTree = index.tree(of: ext)
            for member in extensionTree.children(of: ext.declaration) {
                switch extensionTree.declarations[Int(member)].kind {
                case .initializer, .deinitializer, .enumCase: return false
                case .variable, .function, .subscript: if !extensionTree.isTypeMember(member) { return false }
                default: break
                }
            }
        }
        let parent = declaration.parent
        let enclosing = parent >= 0 ? tree.declarations[Int(parent)].name.lastDottedComponent : nil
        if index.isConstructed(declaration.name, enclosing: enclosing) { return false }
        return !isClass || !index.hasSubclass(named: declaration.name) && !index.isUsedAsMetatype(declaration.name)
    }

    /// `Self(`, `Self.init`, (for a class) `Self.self` in the type's own body, nested types' bodies
    /// apart; or a property annotated with the type's name or `Self` whose initial value is `.init(…)`.
    private func buildsItself(_ position: Int32, in context: RuleContext, orNamesItsMetatype metatype: Bool) -> Bool {
        let file = context.file, tree = context.tree
        let name = tree.declarations[Int(position)].name
        guard let body = tree.declarations[Int(position)].body else { return false }
        var nested: [Range<Int32>] = []
        for member in tree.children(of: position) {
            let declaration = tree.declarations[Int(member)]
            if declaration.kind.isType, let body = declaration.body { nested.append(body) }
            if declaration.kind == .variable, let value = declaration.initializer,
               declaration.typeAnnotation == name || declaration.typeAnnotation == "Self" || declaration.typeAnnotation.hasSuffix("." + name),
               file.kind(Int(value.lowerBound)) == .period, file.isWord(Int(value.lowerBound) + 1, "init") {
                return true
            }
        }
        // Members are in source order, so the nested bodies are met in order.
        var index = Int(body.lowerBound), next = 0
        while index < Int(body.upperBound) {
            while next < nested.count, Int(nested[next].upperBound) <= index { next += 1 }
            if next < nested.count, nested[next].contains(Int32(index)) {
                index = Int(nested[next].upperBound)
                continue
            }
            if file.isWord(index, "Self") {
                if file.kind(index + 1) == .leftParen, !file.tokens[index + 1].flags.contains(.spaceBefore) { return true }
                if file.kind(index + 1) == .period, file.isWord(index + 2, "init") || metatype && file.isWord(index + 2, "self") { return true }
            }
            index += 1
        }
        return false
    }

    // MARK: The fix

    /// `struct X`/`class X` → `enum X`, dropping `final`, turning `class` members `static` and
    /// removing `private init()`/`fileprivate init()` lines, in every `#if` branch declaring the type
    /// (`branches`, its declarations in the file).
    /// Offered when each of those declarations is a namespace by its own body and any initializer is
    /// such an `init()` on lines of its own. Safe: nothing constructs, subclasses or extends it with
    /// instance members, so nothing else changes meaning.
    private func enumFix(for branches: [Int32], in context: RuleContext) -> Fix? {
        let file = context.file, tree = context.tree
        var edits: [Fix.Edit] = []
        for branch in branches {
            let other = Int(branch)
            let declaration = tree.declarations[other]
            let keyword = Int(declaration.nameToken) - 1
            guard declaration.kind == .struct || declaration.kind == .class, file.isWord(keyword, "struct") || file.isWord(keyword, "class"),
                  namespaceConstant(Int32(other), in: context) != nil else { return nil }
            edits.append(replacing(keyword, with: "enum", in: file))
            if declaration.kind == .class {
                guard let memberEdits = classMemberEdits(Int32(other), in: context) else { return nil }
                edits += memberEdits
                edits += modifierTokens("final", from: Int(declaration.firstToken), to: keyword, in: file).map { removingWord($0, in: file) }
            }
            for member in tree.children(of: Int32(other)) where tree.declarations[Int(member)].kind == .initializer {
                guard tree.parameters(of: member).isEmpty, let lines = wholeLines(of: member, in: context) else { return nil }
                edits.append(.deletingLines(lines, in: file))
            }
        }
        return edits.isEmpty ? nil : Fix(isSafe: true, edits: edits)
    }

    /// `class func`/`class var` members become `static`; a member with a modifier only a class
    /// member can carry (`final`, `open`, `override`…) gives no fix.
    private func classMemberEdits(_ position: Int32, in context: RuleContext) -> [Fix.Edit]? {
        let file = context.file, tree = context.tree
        var edits: [Fix.Edit] = []
        for member in tree.children(of: position) {
            let declaration = tree.declarations[Int(member)]
            guard !declaration.kind.isType, declaration.kind != .typealias else { continue }
            // Modifiers only a class member can carry.
            guard !["final", "open", "override", "required", "dynamic", "convenience"].contains(where: { tree.declaration(member, hasModifier: $0) })
            else { return nil }
            let head = Int(declaration.firstToken)
            edits += modifierTokens("class", from: head, to: Int(declaration.nameToken), in: file).map { replacing($0, with: "static", in: file) }
        }
        return edits
    }

    /// The tokens spelling the modifier `word` among those of `start..<end` (a declaration's head).
    private func modifierTokens(_ word: StaticString, from start: Int, to end: Int, in file: SourceFile) -> [Int] {
        (start..<end).filter { file.kind($0) == .keyword && file.isText($0, word) || file.kind($0) == .identifier && file.isText($0, word) }
            .filter { file.kind($0 + 1) == .keyword || file.kind($0 + 1) == .identifier }
    }

    private func replacing(_ token: Int, with text: String, in file: SourceFile) -> Fix.Edit {
        Fix.Edit(range: file.tokens[token].byteRange, text: text, in: file)
    }

    /// The word and the white space after it, up to the next token.
    private func removingWord(_ token: Int, in file: SourceFile) -> Fix.Edit {
        Fix.Edit(range: Int(file.tokens[token].offset)..<Int(file.tokens[token + 1].offset), text: "", in: file)
    }

    /// The lines of a declaration when nothing else is on them: no code before its first token or
    /// after its last on their lines, and no comment reaching into them from outside.
    private func wholeLines(of member: Int32, in context: RuleContext) -> ClosedRange<Int>? {
        let file = context.file, declaration = context.tree.declarations[Int(member)]
        let first = Int(declaration.firstToken), last = Int(declaration.lastToken)
        let lines = file.line(of: first)...file.line(of: last)
        guard first == 0 || file.line(of: first - 1) < lines.lowerBound, last + 1 >= file.tokens.count || file.line(of: last + 1) > lines.upperBound
        else { return nil }
        let start = Int(file.lineStarts[lines.lowerBound - 1])
        let end = lines.upperBound < file.lineStarts.count ? Int(file.lineStarts[lines.upperBound]) : file.bytes.count
        for comment in file.commentIndices(onLines: lines) where Int(file.comments[comment].offset) < start || Int(file.comments[comment].end) > end {
            return nil
        }
        // Its `///` documentation goes with it.
        var top = lines.lowerBound
        while top > 1, first == 0 || file.line(of: first - 1) < top - 1, isDocumentationLine(top - 1, file) { top -= 1 }
        return top...lines.upperBound
    }

    /// A line holding nothing but one `///` comment.
    private func isDocumentationLine(_ line: Int, _ file: SourceFile) -> Bool {
        let comments = file.commentIndices(onLines: line...line)
        guard comments.count == 1, file.comments[comments.lowerBound].kind == .docLineComment else { return false }
        var offset = Int(file.lineStarts[line - 1])
        while file.bytes[offset] == 0x20 || file.bytes[offset] == 0x09 { offset += 1 }
        return offset == Int(file.comments[comments.lowerBound].offset)
    }
}
