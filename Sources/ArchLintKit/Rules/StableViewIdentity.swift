/// `stable_view_identity` (rules.md §17): a fresh value (`UUID()`, `Date()`, `Int.random(…)`…) as
/// the `.id(…)` of a `ForEach`/`List` row, or an `Identifiable.id` that returns one, gives the row
/// a new identity on every render, so `ScrollViewReader.scrollTo` cannot find it.
public struct StableViewIdentity: Rule {
    public static let id = "stable_view_identity"

    /// Every `.id(…)` with a fresh value, inside row closures or not (the literal checklist reading).
    private let everywhere: Bool

    public init(options: RuleOptions) {
        everywhere = options.bool("everywhere")
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        identityModifierFindings(context) + identifiableFindings(context)
    }

    // MARK: `.id(…)` in rows

    /// Each `.id(…)` whose unlabelled first argument contains a fresh value, inside a row closure
    /// (or anywhere, with `everywhere`). Row closures are found in one pass that keeps the `}` of
    /// each open one, made only when the file has such a call.
    private func identityModifierFindings(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        // Without a `ForEach` or `List` call the file has no row closure: the words the lexer noted
        // turn it away before the walk over its tokens.
        guard everywhere || !file.mentions.isDisjoint(with: [.forEach, .list]) else { return [] }
        var candidates: [(token: Int, fresh: String, whole: Bool)] = []
        for index in file.tokens.indices where file.tokens[index].length == 2 && file.kind(index) == .identifier {
            guard let call = identityModifier(at: index, in: file), let fresh = FreshValues.first(in: call.argument, of: file) else { continue }
            candidates.append((index, fresh.spelling, fresh.range == call.argument))
        }
        guard !candidates.isEmpty else { return [] }
        var rowClosureEnds: [Int] = []
        var next = 0
        var findings: [RuleFinding] = []
        for index in 0..<file.tokens.count where next < candidates.count {
            while let end = rowClosureEnds.last, end <= index { rowClosureEnds.removeLast() }
            if file.kind(index) == .leftBrace, let end = file.partner(index), isRowClosure(index, in: file) { rowClosureEnds.append(end) }
            guard candidates[next].token == index else { continue }
            let candidate = candidates[next]
            next += 1
            guard everywhere || !rowClosureEnds.isEmpty else { continue }
            let shown = candidate.whole ? "'.id(\(candidate.fresh))'" : "'.id(…)' with '\(candidate.fresh)'"
            findings.append(RuleFinding(token: index, message: "\(shown) gives the row a new identity on every render; use a stable identifier such as the model's id"))
        }
        return findings
    }

    /// The argument of a `.id(…)` modifier call at `name`: the member `id` directly after its `.`,
    /// its `(` directly after it, and an unlabelled first argument.
    private func identityModifier(at name: Int, in file: SourceFile) -> (open: Int, argument: Range<Int>)? {
        let open = name + 1
        guard file.isText(name, "id"), file.kind(name - 1) == .period, file.kind(open) == .leftParen,
              !file.tokens[name].flags.contains(.spaceBefore), !file.tokens[name].flags.contains(.newlineBefore),
              !file.tokens[open].flags.contains(.spaceBefore), !file.tokens[open].flags.contains(.newlineBefore),
              let close = file.partner(open) else { return nil }
        let argument = file.firstItem(in: open + 1..<close)
        guard !argument.isEmpty else { return nil }
        if file.kind(argument.lowerBound + 1) == .colon, file.kind(argument.lowerBound) == .identifier || file.kind(argument.lowerBound) == .keyword {
            return nil
        }
        return (open, argument)
    }

    /// A row closure: the closure of a `ForEach(…)` call (trailing, or its `content:` argument), or
    /// the trailing closure of a `List(…)` call whose first argument is unlabelled (the data).
    private func isRowClosure(_ open: Int, in file: SourceFile) -> Bool {
        // Only a brace right after `)` or a label's `:` can belong to a call with arguments.
        guard let before = file.kind(open - 1), before == .rightParen || before == .colon,
              let call = file.closureOfCall(open), let arguments = call.arguments else { return false }
        if file.isText(call.callee, "ForEach") {
            return call.isTrailing ? call.label == nil : call.label.map { file.isText($0, "content") } ?? false
        }
        guard file.isText(call.callee, "List"), call.isTrailing, call.label == nil, let close = file.partner(arguments) else { return false }
        let first = file.firstItem(in: arguments + 1..<close)
        return !first.isEmpty && file.kind(first.lowerBound + 1) != .colon
    }

    // MARK: `Identifiable.id` computed

    /// Each computed instance `id` of a type whose declaration or an extension names `Identifiable`,
    /// when its getter contains a fresh value.
    private func identifiableFindings(_ context: RuleContext) -> [RuleFinding] {
        let tree = context.tree, file = context.file
        var findings: [RuleFinding] = []
        for position in tree.declarations.indices where tree.declarations[position].kind == .variable {
            let declaration = tree.declarations[position]
            guard declaration.name == "id", declaration.hasComputingAccessor, let body = declaration.body, declaration.parent >= 0,
                  tree[declaration.parent].kind.hasMembers, !tree.isTypeMember(Int32(position)) else { continue }
            let conformances = context.index.conformanceNames(of: declaration.parent, in: tree, path: file.path)
            guard conformances.contains("Identifiable"), let fresh = FreshValues.first(in: getter(in: body, of: file), of: file) else { continue }
            let owner = tree[declaration.parent].name.lastDottedComponent
            findings.append(RuleFinding(
                token: Int(declaration.nameToken),
                message: "'\(owner).id' returns a new \(fresh.spelling) on every access; store the id (let id = UUID()) or derive it from the model"))
        }
        return findings
    }

    /// The tokens of a computed property's getter: inside its `get { … }` block, or the whole body
    /// of a bare getter.
    private func getter(in body: Range<Int32>, of file: SourceFile) -> Range<Int> {
        var cursor = Int(body.lowerBound)
        while cursor < Int(body.upperBound) {
            if file.isWord(cursor, "get") {
                // `get async throws {`: the effects come before the block.
                var open = cursor + 1
                while file.kind(open) == .identifier || file.kind(open) == .keyword { open += 1 }
                if file.kind(open) == .leftBrace, let close = file.partner(open) { return open + 1..<close }
            }
            cursor = file.indexAfterGroup(cursor)
        }
        return Int(body.lowerBound)..<Int(body.upperBound)
    }
}

/// rules.md §17's **fresh values**: `UUID()`, `NSUUID()`, `Date()`, `NSDate()` (also `T.init()`
/// and with a `Foundation.` qualifier), `Date.now`, `T.random(…)` of the standard numeric types and
/// `Bool`, and calls of `arc4random`, `arc4random_uniform`, `CFAbsoluteTimeGetCurrent`,
/// `mach_absolute_time`.
enum FreshValues {
    private static let randomTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Bool",
    ]
    private static let freshFunctions: Set<String> = ["arc4random", "arc4random_uniform", "CFAbsoluteTimeGetCurrent", "mach_absolute_time"]

    /// The first fresh value the expression `range` contains as code (after member accesses, in
    /// operands and string interpolations, not inside a closure within it): how to name it, and its
    /// tokens.
    static func first(in range: Range<Int>, of file: SourceFile) -> (spelling: String, range: Range<Int>)? {
        var index = range.lowerBound
        while index < range.upperBound {
            if file.kind(index) == .leftBrace {
                index = (file.partner(index) ?? index) + 1
                continue
            }
            if file.kind(index) == .identifier, let found = freshValue(at: index, in: file) {
                var start = index
                if file.kind(index - 1) == .period { start -= 2 }
                return (found.spelling, start..<found.end)
            }
            index += 1
        }
        return nil
    }

    /// The fresh value that starts with the name at `index` (after a `Foundation.` qualifier only),
    /// and the index after it.
    private static func freshValue(at index: Int, in file: SourceFile) -> (spelling: String, end: Int)? {
        if file.kind(index - 1) == .period {
            guard file.isText(index - 2, "Foundation"), file.kind(index - 3) != .period else { return nil }
        }
        let name = file.name(index)
        func emptyCall(at open: Int) -> Int? {
            file.kind(open) == .leftParen && file.kind(open + 1) == .rightParen && !file.tokens[open].flags.contains(.newlineBefore) ? open + 2 : nil
        }
        switch name {
        case "UUID", "NSUUID", "Date", "NSDate":
            if let end = emptyCall(at: index + 1) { return (name + "()", end) }
            if file.kind(index + 1) == .period, file.isWord(index + 2, "init"), let end = emptyCall(at: index + 3) { return (name + "()", end) }
            if name == "Date", file.kind(index + 1) == .period, file.isText(index + 2, "now") { return ("Date.now", index + 3) }
            return nil
        case _ where randomTypes.contains(name):
            guard file.kind(index + 1) == .period, file.isText(index + 2, "random"), file.kind(index + 3) == .leftParen,
                  let close = file.partner(index + 3) else { return nil }
            return (name + ".random(…)", close + 1)
        case _ where freshFunctions.contains(name):
            guard file.kind(index + 1) == .leftParen, let close = file.partner(index + 1) else { return nil }
            return (close == index + 2 ? name + "()" : name + "(…)", close + 1)
        default:
            return nil
        }
    }
}
