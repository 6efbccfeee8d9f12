/// `init_injection`: a dependency (a `…Service`, `…Repository`, `…Client`… type) constructed or fetched
/// from a singleton inside a class, struct or actor instead of being injected through `init`.
public struct InitInjection: Rule {
    public static let id = "init_injection"

    private static let dependencySeams: Set<String> = ["DependencyKey", "TestDependencyKey"]
    private static let seamMembers: Set<String> = ["liveValue", "previewValue", "testValue"]

    private let dependencyTypes: DependencyTypes
    private let singletonAccessors: Set<String>
    private let systemCreated: Set<String>
    private let compositionRoots: [String]
    private let compositionFolders: Set<String>
    private let builders: [String]
    /// Types the team accepts as ambient (`ThemeManager`, `*Logger`): never reported.
    private let allowedTypes: [Glob]

    public init(options: RuleOptions) {
        dependencyTypes = DependencyTypes(suffixes: options.stringList("dependency_suffixes"))
        singletonAccessors = Set(options.stringList("singleton_accessors"))
        systemCreated = Set(options.stringList("system_created"))
        compositionRoots = options.stringList("composition_roots")
        compositionFolders = Set(options.stringList("composition_folders"))
        builders = options.stringList("builders")
        allowedTypes = options.stringList("allowed_types").map(Glob.init)
    }

    /// A construction or singleton access of a type named like a dependency.
    private struct Use {
        enum Kind { case construction, singleton }
        var kind: Kind
        /// The dependency type's simple name.
        var typeName: String
        /// The reported token: the type's name, or the `.` of `.init()`/`.shared` after an annotation.
        var token: Int
        /// As written, for the message: `APIClient.shared`, `ProfileService()`.
        var spelling: String
        /// The singleton accessor (`shared`), for a singleton access.
        var accessor = ""
    }

    /// What a type lets through: nothing (system-created, composition roots, seams), only singleton
    /// accesses (builders), or everything.
    private enum Scope { case exempt, singletonsOnly, all }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        var scopes: [Int32: Scope] = [:]
        var filePrivateTypes: [String: [Int32]]?
        var findings: [RuleFinding] = []
        for index in file.tokens.indices {
            guard let use = dependencyUse(at: index, in: file) else { continue }
            guard let owner = owningType(of: use.token, context) else { continue }
            let scope = scopes[owner] ?? scope(of: owner, context)
            scopes[owner] = scope
            switch (scope, use.kind) {
            case (.exempt, _), (.singletonsOnly, .construction): continue
            default: break
            }
            guard !allowedTypes.contains(where: { $0.matches(use.typeName) }) else { continue }
            let enclosingNames = enclosingTypeNames(of: owner, context)
            guard isDependency(use.typeName, at: owner, enclosingNames: enclosingNames, context), !isLocalValue(use, context),
                  !isNestedInAppleType(use, context), !isInDelegatingInitArguments(use.token, context) else { continue }
            if filePrivateTypes == nil { filePrivateTypes = Self.filePrivateTypes(context.tree) }
            guard !isFilePrivateHelper(use, enclosingNames: enclosingNames, filePrivateTypes!, context),
                  !isFactoryProduct(use, context) else { continue }
            findings.append(finding(for: use, in: owner, context))
        }
        return findings
    }

    // MARK: Finding uses

    /// The use starting at `index`: `Dep(…)`, `Dep<…>(…)`, `Dep.init(…)`, `Dep.shared`, `Dep.default()`
    /// (also module-qualified), or `: Dep = .init(…)` / `: Dep = .shared` (reported at the `.`).
    /// Inlined into the loop over every token, where it nearly always returns at its first tests.
    @inline(__always) private func dependencyUse(at index: Int, in file: SourceFile) -> Use? {
        if file.kind(index) == .period, file.isText(index - 1, "="), let annotated = annotatedTypeName(endingAt: index - 2, in: file),
           file.kind(annotated - 1) == .colon || file.kind(annotated - 1) == .period {
            let typeName = file.name(annotated)
            guard dependencyTypes.isDependencyName(typeName) else { return nil }
            if file.isWord(index + 1, "init"), file.kind(index + 2) == .leftParen, !isLabelList(index + 2, in: file) {
                return Use(kind: .construction, typeName: typeName, token: index, spelling: typeName)
            }
            if isSingletonAccessor(index + 1, in: file) {
                return Use(kind: .singleton, typeName: typeName, token: index, spelling: typeName + "." + file.name(index + 1),
                           accessor: file.name(index + 1))
            }
            return nil
        }
        guard dependencyTypes.mayName(index, in: file) else { return nil }
        let typeName = file.name(index)
        guard dependencyTypes.isDependencyName(typeName) else { return nil }
        // After a `.` only a type qualifier may come first (`Module.Dep`), not a value (`self.Dep`, `.Dep`).
        if file.kind(index - 1) == .period {
            guard file.kind(index - 2) == .identifier, startsUppercase(file.name(index - 2)) else { return nil }
        }
        var next = index + 1
        if file.isText(next, "<"), !file.tokens[next].flags.contains(.spaceBefore) {
            guard let after = file.indexAfterAngleGroup(next) else { return nil }
            next = after
        }
        if file.kind(next) == .leftParen, !file.tokens[next].flags.contains(.newlineBefore) {
            return Use(kind: .construction, typeName: typeName, token: index, spelling: typeName)
        }
        guard next == index + 1, file.kind(next) == .period else { return nil }
        if file.isWord(next + 1, "init"), file.kind(next + 2) == .leftParen, !isLabelList(next + 2, in: file) {
            return Use(kind: .construction, typeName: typeName, token: index, spelling: typeName)
        }
        if isSingletonAccessor(next + 1, in: file) {
            return Use(kind: .singleton, typeName: typeName, token: index, spelling: typeName + "." + file.name(next + 1),
                       accessor: file.name(next + 1))
        }
        return nil
    }

    /// The type name of an annotation ending at `last`: `Dep` itself, or `Dep` of `Dep<Feed>` (generic
    /// arguments ignored, as in `Dep<…>(…)`).
    private func annotatedTypeName(endingAt last: Int, in file: SourceFile) -> Int? {
        if file.kind(last) == .identifier { return last }
        guard file.kind(last) == .operator, file.text(last).utf8.allSatisfy({ $0 == UInt8(ascii: ">") }) else { return nil }
        var depth = 0
        var cursor = last
        while cursor > 0 {
            switch file.kind(cursor) {
            case .operator:
                for byte in file.text(cursor).utf8 {
                    if byte == UInt8(ascii: ">") { depth += 1 }
                    if byte == UInt8(ascii: "<") { depth -= 1 }
                }
                if depth == 0 { return file.kind(cursor - 1) == .identifier && file.isText(cursor, "<") ? cursor - 1 : nil }
            case .identifier, .comma, .period, .keyword:
                break
            case .rightParen, .rightBracket:
                // `Dep<[Item]>`, `Dep<(A, B)>`: skip the group.
                guard let open = file.partner(cursor) else { return nil }
                cursor = open
            default:
                return nil
            }
            cursor -= 1
        }
        return nil
    }

    /// `(accessToken:isDebug:)` after `.init`: a reference to the initialiser, not a call.
    private func isLabelList(_ open: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(open), close > open + 1 else { return false }
        var cursor = open + 1
        while cursor < close {
            guard let kind = file.kind(cursor), kind == .identifier || kind == .keyword, file.kind(cursor + 1) == .colon else {
                return false
            }
            cursor += 2
        }
        return true
    }

    /// `shared`, `current`…; `default` is a keyword token.
    private func isSingletonAccessor(_ index: Int, in file: SourceFile) -> Bool {
        guard let kind = file.kind(index), kind == .identifier || kind == .keyword else { return false }
        return singletonAccessors.contains(file.name(index))
    }

    private func startsUppercase(_ name: String) -> Bool {
        name.unicodeScalars.first?.isUppercase ?? false
    }

    // MARK: Where a use is

    /// The type or extension whose own code holds `token`, or nil when the token is not code of an
    /// instance: outside any type body, in a `static`/`class` member, a seam member
    /// (`liveValue`…), an attribute's arguments, a parameter's default value, or a memberwise-initialised
    /// struct property.
    private func owningType(of token: Int, _ context: RuleContext) -> Int32? {
        let tree = context.tree
        let position = Int32(token)
        guard let innermost = tree.innermost(containing: position) else { return nil }
        var members: [Int32] = []
        var current = innermost
        while !tree[current].kind.hasMembers {
            members.append(current)
            current = tree[current].parent
            if current < 0 { return nil }
        }
        let owner = tree[current]
        guard let body = owner.body, body.contains(position) else { return nil }
        for member in members {
            if tree.isTypeMember(member) || Self.seamMembers.contains(tree[member].name) { return nil }
            if tree.attributes(of: member).contains(where: { $0.arguments?.contains(position) ?? false }) { return nil }
            if tree.parameters(of: member).contains(where: { $0.defaultValue?.contains(position) ?? false }) { return nil }
        }
        if isInLocalFunctionParameters(token, context.file) { return nil }
        if let member = members.last, isParameterFallback(token, tree.parameters(of: member), context.file) { return nil }
        // In a struct without an `init` of its own, the memberwise initialiser injects `var` properties.
        if owner.kind == .struct, let last = members.last, case let member = tree[last], member.kind == .variable, !member.isLet,
           member.isStoredProperty, member.initializer?.contains(position) ?? false,
           !tree.children(of: current).contains(where: { tree[$0].kind == .initializer }) {
            return nil
        }
        return current
    }

    /// Whether `token` lies in the arguments of a delegating `self.init(…)` in an initialiser's body
    /// (closures in them included): the same role as a default value (rev 7).
    private func isInDelegatingInitArguments(_ token: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        guard let member = context.tree.innermost(containing: Int32(token)), context.tree[member].kind == .initializer,
              let body = context.tree[member].body, body.contains(Int32(token)) else { return false }
        var opener = file.enclosingOpener(of: token)
        while let open = opener, open >= Int(body.lowerBound) {
            if file.kind(open) == .leftParen, file.isWord(open - 1, "init"), file.kind(open - 2) == .period, file.isWord(open - 3, "self") {
                return true
            }
            opener = file.enclosingOpener(of: open)
        }
        return false
    }

    /// `service ?? Dep(…)` where `service` is a parameter: the fallback of an optional injected
    /// dependency, injectable like a default value.
    private func isParameterFallback(_ token: Int, _ parameters: ArraySlice<Declaration.Parameter>, _ file: SourceFile) -> Bool {
        var start = token
        while file.kind(start - 1) == .period, file.kind(start - 2) == .identifier { start -= 2 }
        guard file.isText(start - 1, "??"), file.kind(start - 2) == .identifier, file.kind(start - 3) != .period else {
            return false
        }
        let name = file.name(start - 2)
        return parameters.contains { $0.name == name }
    }

    /// Whether `token` lies in the parameter clause of a function declared inside a body (the scanner
    /// keeps no declarations there), so in a parameter's default value.
    private func isInLocalFunctionParameters(_ token: Int, _ file: SourceFile) -> Bool {
        var opener = file.enclosingOpener(of: token)
        while let open = opener, file.kind(open) != .leftBrace {
            if file.kind(open) == .leftParen, isFunctionParameterClause(open, file) { return true }
            opener = file.enclosingOpener(of: open)
        }
        return false
    }

    /// `func name(`, `func name<T>(`.
    private func isFunctionParameterClause(_ open: Int, _ file: SourceFile) -> Bool {
        var name = open - 1
        if file.isText(name, ">") {
            var cursor = name - 1
            while cursor >= 0, !file.isText(cursor, "<") {
                guard let kind = file.kind(cursor), kind != .leftBrace, kind != .rightBrace, kind != .semicolon else { return false }
                cursor -= 1
            }
            name = cursor - 1
        }
        return file.isWord(name - 1, "func")
    }

    /// The project type that a type or extension declaration belongs to, when it can take an injected
    /// dependency: a class, struct or actor of the project.
    private func injectableType(_ owner: Int32, _ context: RuleContext) -> TypeReference? {
        let declaration = context.tree[owner]
        let reference: TypeReference?
        if declaration.kind == .extension {
            let name = declaration.name.lastDottedComponent
            reference = context.index.firstType(named: context.index.extendedTypeName(name))
        } else if let fileIndex = context.filePosition {
            // A type declared in several `#if` branches: the first declaration's facts (attributes,
            // inheritance clause) count for every branch.
            reference = TypeReference(file: Int32(fileIndex), declaration: context.typeDeclarations(sameAs: owner).first ?? owner)
        } else {
            reference = nil
        }
        guard let reference else { return nil }
        switch context.index[reference].kind {
        case .class, .struct, .actor: return reference
        default: return nil
        }
    }

    private func scope(of owner: Int32, _ context: RuleContext) -> Scope {
        // Everything written in a composition folder wires the graph, extensions of other types too.
        if isInCompositionFolder(context.file.path) { return .exempt }
        guard let reference = injectableType(owner, context) else { return .exempt }
        let type = context.index[reference]
        if context.index.declaration(reference, hasAttribute: "main") || hasAnySuffix(type.name, compositionRoots) { return .exempt }
        if isInCompositionFolder(context.index.path(of: reference)) { return .exempt }
        if isSystemCreated(reference, context.index) { return .exempt }
        if context.index.conforms(reference, toAnyOf: Self.dependencySeams) { return .exempt }
        return hasAnySuffix(type.name, builders) ? .singletonsOnly : .all
    }

    /// Whether a folder of `path` (relative to the root) is a composition folder (`DI/`, `Composition/`…).
    private func isInCompositionFolder(_ path: String) -> Bool {
        path.splitting(atByte: UInt8(ascii: "/")).dropLast().contains { compositionFolders.contains(String($0)) }
    }

    /// Whether the system instantiates the type: it (or a project superclass) adopts a `system_created`
    /// protocol, or its superclass chain reaches an Apple `…Extension`/`…Provider` class.
    private func isSystemCreated(_ reference: TypeReference, _ index: ProjectIndex) -> Bool {
        var current: TypeReference? = reference
        var seen = Set<String>()
        while let type = current, seen.insert(index[type].name).inserted {
            if index.conforms(type, toAnyOf: systemCreated) { return true }
            guard index[type].kind == .class, let superclass = index.inheritance(of: type).first?.name else { return false }
            if TypeNames.isAppleFrameworkType(superclass, index: index) {
                return superclass.hasSuffix("Extension") || superclass.hasSuffix("Provider")
            }
            current = index.firstType(named: superclass, kind: .class)
        }
        return false
    }

    // MARK: What is a dependency

    /// The names of the types and extensions around `owner` (itself included; an extension of an
    /// alias also by the aliased type's name).
    private func enclosingTypeNames(of owner: Int32, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for position in [owner] + context.tree.ancestors(of: owner) where context.tree[position].kind.hasMembers {
            let declaration = context.tree[position]
            let parts = declaration.name.split(separator: ".").map(String.init)
            names.formUnion(parts)
            if declaration.kind == .extension, let last = parts.last { names.insert(context.index.extendedTypeName(last)) }
        }
        return names
    }

    /// Whether `name` is a dependency where `owner` uses it: not an Apple-framework type, not a project
    /// enum, not a generic parameter, not an enclosing type, and not a helper nested in one — a type,
    /// or (rev 7) a typealias, which shadows a top-level declaration of its name — unless that
    /// enclosing type is a namespace.
    private func isDependency(_ name: String, at owner: Int32, enclosingNames: Set<String>, _ context: RuleContext) -> Bool {
        let index = context.index
        if !dependencyTypes.isDependencyType(name, index: index) || isUIHelper(name, index) { return false }
        // `Alias()` of a project typealias is not a construction of a dependency type.
        if !index.declaresType(name), index.isTypeAlias(name) { return false }
        for position in [owner] + context.tree.ancestors(of: owner) where context.tree.genericParameters(of: position).contains(name) {
            return false
        }
        if enclosingNames.contains(name) { return false }
        for reference in index.types[name] ?? [] {
            let tree = index.tree(of: reference)
            let parent = tree[reference.declaration].parent
            guard parent >= 0 else { continue }
            let parentName = tree[parent].name.lastDottedComponent
            if enclosingNames.contains(parentName), !isNamespace(parentName, index) { return false }
        }
        return !declaresNestedTypeAlias(name, in: enclosingNames, index)
    }

    /// Whether a type of `enclosingNames` (not a namespace), in its declaration or an extension
    /// anywhere in the project, declares a typealias `name`.
    private func declaresNestedTypeAlias(_ name: String, in enclosingNames: Set<String>, _ index: ProjectIndex) -> Bool {
        guard index.isTypeAlias(name) else { return false }
        for enclosing in enclosingNames where !isNamespace(enclosing, index) {
            for container in Array(index.types[enclosing] ?? []) + Array(index.extensions(of: enclosing)) {
                let tree = index.tree(of: container)
                if tree.children(of: container.declaration).contains(where: { tree[$0].kind == .typealias && tree[$0].name == name }) {
                    return true
                }
            }
        }
        return false
    }

    /// The file's `private`/`fileprivate` types by name.
    private static func filePrivateTypes(_ tree: DeclarationTree) -> [String: [Int32]] {
        var types: [String: [Int32]] = [:]
        for position in tree.declarations.indices where tree.declarations[position].kind.isType {
            let modifiers = tree.modifiers(of: Int32(position))
            guard modifiers.contains("private") || modifiers.contains("fileprivate") else { continue }
            types[tree.declarations[position].name, default: []].append(Int32(position))
        }
        return types
    }

    /// A file-private helper (rev 7): a `private`/`fileprivate` type of this file, at its top level, or
    /// nested in a type or extension here and named from inside that parent (or an extension of it)
    /// or with the parent's name (`Cache.DiskStorage()`). No caller can inject it.
    private func isFilePrivateHelper(_ use: Use, enclosingNames: Set<String>, _ filePrivateTypes: [String: [Int32]],
                                     _ context: RuleContext) -> Bool {
        let file = context.file, tree = context.tree
        for position in filePrivateTypes[use.typeName] ?? [] {
            let parent = tree[position].parent
            guard parent >= 0 else { return true }
            let parentName = context.index.extendedTypeName(tree[parent].name.lastDottedComponent)
            if enclosingNames.contains(parentName) { return true }
            if file.kind(use.token) == .identifier, file.kind(use.token - 1) == .period, file.kind(use.token - 2) == .identifier,
               context.index.extendedTypeName(file.name(use.token - 2)) == parentName {
                return true
            }
        }
        return false
    }

    // MARK: Factory products

    /// A factory product (rev 7): a construction that is the returned value of a method or computed
    /// property, not `private`/`fileprivate`, whose declared type is a protocol (`any P`, `some P`,
    /// `P`, optional or not) or a function type returning one — the caller receives what is built.
    private func isFactoryProduct(_ use: Use, _ context: RuleContext) -> Bool {
        let file = context.file, tree = context.tree
        guard use.kind == .construction, file.kind(use.token) == .identifier,
              let member = tree.innermost(containing: Int32(use.token)), let body = tree[member].body,
              body.contains(Int32(use.token)) else { return false }
        let declaration = tree[member]
        // A member of a `private extension` (or of a private type) is fileprivate too.
        for holder in [member] + tree.ancestors(of: member) {
            let modifiers = tree.modifiers(of: holder)
            if modifiers.contains("private") || modifiers.contains("fileprivate") { return false }
        }
        var bodyOpen = Int(body.lowerBound) - 1
        let typeTokens: Range<Int>
        switch declaration.kind {
        case .function:
            guard let returnType = returnTypeTokens(of: member, context) else { return false }
            typeTokens = returnType
        case .variable where declaration.hasComputingAccessor:
            guard let annotation = declaration.typeTokens else { return false }
            typeTokens = Int(annotation.lowerBound)..<Int(annotation.upperBound)
            // `{ get { … } }`: the getter's body is what returns.
            if file.isWord(bodyOpen + 1, "get"), file.kind(bodyOpen + 2) == .leftBrace { bodyOpen += 2 }
        default:
            return false
        }
        guard let functionLevels = protocolResultLevels(typeTokens, context) else { return false }
        // The construction's tokens: a module qualifier, generic arguments, `.init`, arguments, trailing closures.
        var start = use.token
        while file.kind(start - 1) == .period, file.kind(start - 2) == .identifier, file.startsUppercase(start - 2) { start -= 2 }
        var callee = use.token
        if file.isText(callee + 1, "<"), let after = file.indexAfterAngleGroup(callee + 1) { callee = after - 1 }
        if file.kind(callee + 1) == .period, file.isWord(callee + 2, "init") { callee += 2 }
        guard let end = file.callEnd(callee: callee) else { return false }
        return file.returnedValueClosureDepth(start: start, end: end, bodyOpen: bodyOpen) == functionLevels
    }

    /// The tokens of a function's return type: after the `->` that follows its parameter clause, up
    /// to its `where` clause or body.
    private func returnTypeTokens(of function: Int32, _ context: RuleContext) -> Range<Int>? {
        let file = context.file
        guard let body = context.tree[function].body else { return nil }
        let bodyOpen = Int(body.lowerBound) - 1
        var cursor = Int(context.tree[function].nameToken) + 1
        if file.isText(cursor, "<"), let after = file.indexAfterAngleGroup(cursor) { cursor = after }
        guard file.kind(cursor) == .leftParen, let close = file.partner(cursor) else { return nil }
        cursor = close + 1
        while cursor < bodyOpen, file.kind(cursor) != .arrow { cursor = file.indexAfterGroup(cursor) }
        guard cursor < bodyOpen else { return nil }
        var end = cursor + 1
        while end < bodyOpen, !file.isWord(end, "where") { end = file.indexAfterGroup(end) }
        return cursor + 1..<end
    }

    /// How many function types wrap the protocol a declared type ends in (`any P`, `some P`, `P?`,
    /// `P & Q`: 0; `() -> any P`: 1); nil when it does not end in a protocol of the project or a
    /// protocol-like name.
    private func protocolResultLevels(_ tokens: Range<Int>, _ context: RuleContext) -> Int? {
        let file = context.file
        var range = tokens
        var levels = 0
        // A bounded loop: each pass peels one function type.
        for _ in 0..<8 {
            // Attributes (`@escaping`, `@Sendable`), optionals and parentheses around the whole type.
            while let first = range.first, let last = range.last {
                if file.kind(first) == .attribute {
                    range = range.dropFirst()
                } else if file.kind(last) == .operator, file.isText(last, "?") || file.isText(last, "!") {
                    range = range.dropLast()
                } else if file.kind(first) == .leftParen, file.partner(first) == last {
                    range = first + 1..<last
                } else {
                    break
                }
            }
            var cursor = range.lowerBound
            while cursor < range.upperBound, file.kind(cursor) != .arrow { cursor = file.indexAfterGroup(cursor) }
            if cursor < range.upperBound {
                range = cursor + 1..<range.upperBound
                levels += 1
                continue
            }
            if let first = range.first, file.isWord(first, "any") || file.isWord(first, "some") { range = range.dropFirst() }
            // `P`, `Module.P`, `P<…>`, joined by `&`: each a protocol.
            cursor = range.lowerBound
            var names = 0
            while cursor < range.upperBound {
                guard file.kind(cursor) == .identifier else { return nil }
                while file.kind(cursor + 1) == .period, file.kind(cursor + 2) == .identifier, cursor + 2 < range.upperBound { cursor += 2 }
                let name = file.name(cursor)
                guard context.index.firstType(named: name, kind: .protocol) != nil || TypeNames.isProtocolLike(name, index: context.index)
                else { return nil }
                names += 1
                cursor += 1
                if cursor < range.upperBound, file.isText(cursor, "<"), let after = file.indexAfterAngleGroup(cursor) { cursor = after }
                guard cursor == range.upperBound || file.isText(cursor, "&") else { return nil }
                if cursor < range.upperBound { cursor += 1 }
            }
            return names > 0 ? levels : nil
        }
        return nil
    }

    /// `let Manager = pumpManagerType(for: id)` before `Manager.init(rawState:)`: the name is a local
    /// constant (a metatype chosen at run time) that shadows any type, not a dependency type.
    private func isLocalValue(_ use: Use, _ context: RuleContext) -> Bool {
        guard context.file.kind(use.token) == .identifier, let scope = context.tree.enclosingCodeScope(of: use.token) else { return false }
        return !context.file.bindingValues(of: use.typeName, in: scope).isEmpty
    }

    /// `NWListener.Service(…)`: a type nested in an Apple-framework type is the framework's, whatever its own
    /// name (rules.md: the dotted name begins with the framework's prefix).
    private func isNestedInAppleType(_ use: Use, _ context: RuleContext) -> Bool {
        let file = context.file
        guard file.kind(use.token) == .identifier, file.kind(use.token - 1) == .period, file.kind(use.token - 2) == .identifier else {
            return false
        }
        return TypeNames.isAppleFrameworkType(file.name(use.token - 2), index: context.index)
    }

    /// A UI helper object, plumbing of the view layer rather than a service: a project type whose
    /// declaration names a UIKit/AppKit superclass (other than `NSObject`, `NSProxy`), or whose
    /// declaration or an extension adopts a UIKit/AppKit `…Delegate`/`…DataSource` protocol
    /// (`UIViewControllerTransitioningDelegate`, a `UICollectionViewDiffableDataSource` subclass).
    private func isUIHelper(_ name: String, _ index: ProjectIndex) -> Bool {
        guard let reference = index.firstType(named: name) else { return false }
        if index[reference].kind == .class, let superclass = index.inheritance(of: reference).first?.name,
           superclass != "NSObject", superclass != "NSProxy", TypeNames.isUIKitOrAppKitName(superclass) {
            return true
        }
        return index.conformances(of: reference).contains { conformance in
            TypeNames.isUIKitOrAppKitName(conformance) && (conformance.hasSuffix("Delegate") || conformance.hasSuffix("DataSource"))
        }
    }

    /// An enum of the project without cases (its extensions nest in it too).
    private func isNamespace(_ name: String, _ index: ProjectIndex) -> Bool {
        guard let reference = index.firstType(named: name, kind: .enum) else { return false }
        let tree = index.tree(of: reference)
        return !tree.children(of: reference.declaration).contains { tree[$0].kind == .enumCase }
    }

    /// The message names the owner, the dependency and the fix; a singleton's names how many uses
    /// the project has (from the index, so one file alone says what the whole run says) and is a
    /// root cause for `--statistics`.
    private func finding(for use: Use, in ownerPosition: Int32, _ context: RuleContext) -> RuleFinding {
        let owner = context.tree[ownerPosition]
        // The edge names the project type (an extension's extended type), as the graph's nodes do.
        let ownerType = injectableType(ownerPosition, context).map { context.index[$0].name } ?? owner.name
        let dependency = TypeDependency(owner: ownerType, dependency: use.typeName, throughSingleton: use.kind == .singleton)
        guard use.kind == .singleton else {
            return RuleFinding(
                token: use.token,
                message: "'\(owner.name)' constructs '\(use.spelling)'; inject it through init behind a protocol (or a factory for it, when it is built from data known only at run time)",
                dependency: dependency)
        }
        let uses = context.index.singletonUseCount(typeName: use.typeName, accessor: use.accessor)
        let count = uses > 1 ? " (\(uses) uses in the project)" : ""
        // Shared by many findings, `--statistics` lists it: one instance injected, or the type accepted as ambient.
        return RuleFinding(token: use.token,
                           message: "'\(owner.name)' uses the singleton '\(use.spelling)'\(count); inject it through init behind a protocol",
                           rootCause: RootCause(subject: "'\(use.spelling)'",
                                                fix: "inject one instance through init, or accept it: allowed_types: [\(use.typeName)]"),
                           dependency: dependency)
    }
}
