/// `typed_result_error`: a `Result<A, Error>` whose failures are all constructed by the project (no
/// `try`, `catch` or forwarded error in the deciding declaration), so a specific error type fits.
public struct TypedResultError: Rule {
    public static let id = "typed_result_error"

    /// Standard-library and SwiftUI protocols: adopting one fixes no `Result` signature.
    private static let standardProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Error",
        "LocalizedError", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "View", "App", "Scene", "ObservableObject", "AnyObject", "Actor",
    ]

    private let checksSources: Bool
    private let exemptsThirdPartyRequirements: Bool

    public init(options: RuleOptions) {
        checksSources = options.string("untyped_sources") == "on"
        exemptsThirdPartyRequirements = options.string("exempt_third_party_requirements") == "on"
    }

    /// Where an occurrence is decided: a member with a body (function, initialiser, computed
    /// property, subscript), a type or extension, or the file's top-level code.
    private enum Decider: Hashable {
        case member(Int32)
        /// A function declared in a body (its `func` through its `}`): its own deciding declaration.
        case localFunction(ClosedRange<Int>)
        case container(Int32)
        case topLevel
    }

    /// What a deciding declaration's tokens hold.
    private struct Failures {
        var constructed = false
        var untyped = false
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        // Most files never name `Result`: the words the lexer noted turn them away.
        guard file.mentions.contains(.result) else { return [] }
        var decided: [Decider: Bool] = [:]
        var localFunctions: [Int32: [ClosedRange<Int>]] = [:]
        var findings: [RuleFinding] = []
        for index in file.tokens.indices where file.kind(index) == .identifier && file.isText(index, "Result") {
            guard let (success, failure, isBare) = genericErrorResult(at: index, context.file) else { continue }
            let decider = decider(of: index, context.tree, file, localFunctions: &localFunctions)
            let reported: Bool
            if let known = decided[decider] {
                reported = known
            } else {
                reported = isReported(decider, context)
                decided[decider] = reported
            }
            // Resolving names against the project reads other files' declarations: asked last, and rarely.
            guard reported, !(file.kind(index - 1) != .period && resolvesToProjectType("Result", at: index, context)),
                  !(isBare && resolvesToProjectType("Error", at: index, context)) else { continue }
            // A long success type is cut, so that the message stays about one line.
            let shown = success.count > 24 ? String(success.prefix(23)) + "…" : success
            // Without the source check (`untyped_sources: off`) nothing is known of the failures.
            let why = checksSources ? "; every failure here is a project error — " : "; "
            findings.append(RuleFinding(
                token: index,
                message: "'Result<\(shown), \(failure)>' erases the failure type\(why)declare Result<\(shown), SomeError>"))
        }
        return findings
    }

    // MARK: Type positions

    /// The success and failure types as written (`Data`, `any Swift.Error`) when the `Result` at
    /// `index` is `Swift.Result` or a bare `Result` (not a member such as `Feature.Result`) with a
    /// generic-error failure, and whether that failure is a bare `Error` (which a project type may
    /// shadow, as a project `Result` may shadow the bare `Result`); nil otherwise.
    private func genericErrorResult(at index: Int, _ file: SourceFile) -> (success: String, failure: String, isBare: Bool)? {
        guard file.isText(index + 1, "<") else { return nil }
        if file.kind(index - 1) == .period {
            guard file.isWord(index - 2, "Swift"), file.kind(index - 3) != .period else { return nil }
        }
        guard let arguments = file.genericArguments(index + 1), arguments.count == 2 else { return nil }
        var range = arguments[1]
        // `(any Error)`: parentheses around the whole argument.
        while range.count >= 2, file.kind(range.lowerBound) == .leftParen, file.partner(range.lowerBound) == range.upperBound - 1 {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        var cursor = range.lowerBound
        let existential = file.isWord(cursor, "any")
        if existential { cursor += 1 }
        let swiftQualified = file.isWord(cursor, "Swift") && file.kind(cursor + 1) == .period
        if swiftQualified { cursor += 2 }
        guard cursor == range.upperBound - 1, file.isWord(cursor, "Error") else { return nil }
        return (file.text(from: arguments[0].lowerBound, through: arguments[0].upperBound - 1),
                file.text(from: range.lowerBound, through: range.upperBound - 1), !existential && !swiftQualified)
    }

    /// Whether a bare `name` written at `token` names a project type: one nested in an enclosing type
    /// (or in the type an enclosing extension extends), or a top-level one.
    private func resolvesToProjectType(_ name: String, at token: Int, _ context: RuleContext) -> Bool {
        guard let references = context.index.types[name] else { return false }
        var enclosingNames = Set<String>()
        if let innermost = context.tree.innermost(containing: Int32(token)) {
            for position in [innermost] + context.tree.ancestors(of: innermost) where context.tree[position].kind.hasMembers {
                if let last = context.tree[position].name.split(separator: ".").last { enclosingNames.insert(String(last)) }
            }
        }
        for reference in references {
            let tree = context.index.tree(of: reference)
            let parent = tree[reference.declaration].parent
            if parent < 0 { return true }
            if let last = tree[parent].name.split(separator: ".").last, enclosingNames.contains(String(last)) { return true }
        }
        return false
    }

    // MARK: Deciding declarations

    /// The innermost member with a body holding `token` — or a local function inside that body holding
    /// it; for a member without one, its type or extension (for a TCA `…Action` enum, the type holding
    /// it); else the file's top-level code.
    private func decider(of token: Int, _ tree: DeclarationTree, _ file: SourceFile,
                         localFunctions: inout [Int32: [ClosedRange<Int>]]) -> Decider {
        var current = tree.innermost(containing: Int32(token)) ?? -1
        func member(_ position: Int32) -> Decider {
            guard let body = tree[position].body, body.contains(Int32(token)) else { return .member(position) }
            // Each member's body is walked once, however many `Result`s it holds.
            let locals = localFunctions[position] ?? file.localFunctions(in: Int(body.lowerBound)..<Int(body.upperBound))
            localFunctions[position] = locals
            return locals.last { $0.contains(token) }.map(Decider.localFunction) ?? .member(position)
        }
        while current >= 0 {
            let declaration = tree[current]
            switch declaration.kind {
            case .function, .initializer, .deinitializer, .subscript:
                if declaration.body != nil { return member(current) }
            case .variable:
                if let body = declaration.body, body.contains(Int32(token)) || !declaration.isStoredProperty { return member(current) }
            case .enum where declaration.name.hasSuffix("Action"):
                let parent = declaration.parent
                return .container(parent >= 0 && tree[parent].kind.hasMembers ? parent : current)
            case .class, .struct, .enum, .actor, .protocol, .extension:
                return .container(current)
            case .enumCase, .typealias:
                break
            }
            current = declaration.parent
        }
        return .topLevel
    }

    private func isReported(_ decider: Decider, _ context: RuleContext) -> Bool {
        let tree = context.tree
        if exemptsThirdPartyRequirements, case .member(let member) = decider {
            let parent = tree[member].parent
            if parent >= 0, tree[parent].kind.hasMembers,
               tree.inheritance(of: parent).contains(where: { isThirdPartyProtocol($0.name, context.index) }) {
                return false
            }
        }
        guard checksSources else { return true }
        let failures: Failures
        switch decider {
        case .member(let position):
            let declaration = tree[position]
            let locals = declaration.body.map { context.file.localFunctions(in: Int($0.lowerBound)..<Int($0.upperBound)) } ?? []
            failures = scanFailures(in: Int(declaration.firstToken)..<Int(declaration.lastToken) + 1, context.file,
                                    handlers: resultHandlers(of: position, in: tree), skipping: locals)
        case .localFunction(let function):
            // Its body: from the first `{` after its `func`, which `localFunctions` took as the body.
            let locals = context.file.localFunctions(in: function.lowerBound + 1..<function.upperBound)
            failures = scanFailures(in: function.lowerBound..<function.upperBound + 1, context.file, skipping: locals)
        case .container(let position):
            let declaration = tree[position]
            failures = scanFailures(in: Int(declaration.firstToken)..<Int(declaration.lastToken) + 1, context.file)
        case .topLevel:
            var combined = Failures()
            var start = 0
            // Top-level stored variables are top-level code; types, extensions and functions decide for themselves.
            for root in tree.roots where tree[root].kind != .variable || tree[root].body != nil {
                let part = scanFailures(in: start..<Int(tree[root].firstToken), context.file)
                combined.constructed = combined.constructed || part.constructed
                combined.untyped = combined.untyped || part.untyped
                start = Int(tree[root].lastToken) + 1
            }
            let last = scanFailures(in: start..<context.file.tokens.count, context.file)
            failures = Failures(constructed: combined.constructed || last.constructed, untyped: combined.untyped || last.untyped)
        }
        return failures.constructed && !failures.untyped
    }

    /// Not declared in the project, not an Apple-framework name, not protocol-like, not standard:
    /// a library's protocol (or class), whose requirements fix the signature.
    private func isThirdPartyProtocol(_ name: String, _ index: ProjectIndex) -> Bool {
        !index.declaresType(name) && !TypeNames.isAppleFrameworkType(name, index: index) && !TypeNames.isProtocolLike(name, index: index)
            && !Self.standardProtocols.contains(name) && !name.hasPrefix("ExpressibleBy")
    }

    // MARK: Failures and sources

    /// The names of a member's parameters whose type holds a `Result` (completion handlers), with
    /// the body they are used in.
    private func resultHandlers(of member: Int32, in tree: DeclarationTree) -> (names: Set<String>, body: Range<Int32>)? {
        let names = tree.parameters(of: member).filter { $0.type.contains("Result<") && $0.type.contains("->") }.map(\.name)
        guard !names.isEmpty, let body = tree[member].body else { return nil }
        return (Set(names), body)
    }

    /// Constructed failures (`.failure(.x)`, `.failure(SomeError…)` in expressions) and untyped
    /// sources (`try` but not `try?`/`try!`, `catch`, `Result { … }`, `(catching:`, `.failure(value)`).
    /// A completion-handler parameter (`handlers`) called with a value (`completion(result)`) or
    /// handed on (`fetch(completion: completion)`, `self.pending = completion`) gets its failures
    /// from elsewhere, so that is an untyped source too.
    /// The local functions of a function's body (`skipping`, in source order) decide for themselves:
    /// their code is not scanned.
    private func scanFailures(in range: Range<Int>, _ file: SourceFile,
                              handlers: (names: Set<String>, body: Range<Int32>)? = nil, skipping localFunctions: [ClosedRange<Int>] = []) -> Failures {
        var failures = Failures()
        var localFunctions = localFunctions[...]
        var index = range.lowerBound
        while index < range.upperBound, !failures.untyped {
            if let local = localFunctions.first, local.lowerBound == index {
                index = local.upperBound + 1
                localFunctions = localFunctions.drop { $0.lowerBound <= local.upperBound }
                continue
            }
            if let handlers, file.kind(index) == .identifier, handlers.body.contains(Int32(index)), file.kind(index - 1) != .period,
               handlers.names.contains(file.name(index)), receivesFailuresFromElsewhere(handler: index, file) {
                failures.untyped = true
                break
            }
            switch file.kind(index) {
            case .keyword:
                if file.isText(index, "catch") {
                    failures.untyped = true
                } else if file.isText(index, "try"), !(file.kind(index + 1) == .operator
                    && !file.tokens[index + 1].flags.contains(.spaceBefore) && (file.isText(index + 1, "?") || file.isText(index + 1, "!"))) {
                    failures.untyped = true
                }
            case .identifier:
                if file.isText(index, "catching"), file.kind(index - 1) == .leftParen, file.kind(index + 1) == .colon {
                    failures.untyped = true
                } else if file.isText(index, "Result"), isResultClosure(index, file) {
                    failures.untyped = true
                } else if file.isText(index, "failure"), file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen,
                          !file.isInCasePattern(index - 1) {
                    let argument = index + 2
                    if file.kind(argument) == .period, file.kind(argument + 1) == .identifier {
                        failures.constructed = true
                    } else if file.kind(argument) == .identifier, file.startsUppercase(argument) {
                        failures.constructed = true
                    } else if file.isWord(argument, "Self") {
                        failures.constructed = true
                    } else if file.kind(argument) == .identifier || file.isWord(argument, "self") {
                        failures.untyped = true
                    }
                }
            default:
                break
            }
            index += 1
        }
        return failures
    }

    /// Whether the completion handler named at `handler` is handed on rather than called, or called
    /// with a value it forwards (`completion(result)`) rather than a constructed `.success`/`.failure`.
    private func receivesFailuresFromElsewhere(handler: Int, _ file: SourceFile) -> Bool {
        var open = handler + 1
        if file.isText(open, "?"), !file.tokens[open].flags.contains(.spaceBefore) { open += 1 }
        guard file.kind(open) == .leftParen, !file.tokens[open].flags.contains(.newlineBefore) else { return true }
        return file.kind(open + 1) == .identifier && !file.startsUppercase(open + 1)
    }

    /// `Result { … }` or `Result<A, B> { … }`: a result caught from a throwing closure. After `->` or
    /// `:`, `Result<A, B> {` is a return type or annotation followed by a body.
    private func isResultClosure(_ index: Int, _ file: SourceFile) -> Bool {
        var next = index + 1
        if file.isText(next, "<"), let after = file.indexAfterAngleGroup(next) {
            let start = file.kind(index - 1) == .period ? index - 2 : index
            if file.kind(start - 1) == .arrow || file.kind(start - 1) == .colon { return false }
            next = after
        }
        return file.kind(next) == .leftBrace && !file.tokens[next].flags.contains(.newlineBefore)
    }
}
