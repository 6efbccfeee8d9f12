/// `async_stream_termination`: a push source (observer, subscription, delegate, timer) bridged
/// into an `AsyncStream` without `onTermination`, so every consumer that goes away leaves its
/// registration behind. Two shapes: a stream builder (the closure given to `AsyncStream(…)`) that
/// registers, and a `makeStream` pair whose continuation a registration receives while the
/// stream is returned to the caller.
public struct AsyncStreamTermination: Rule {
    public static let id = "async_stream_termination"

    private let registrations: [[UInt8]]
    private let spawnedTasks: Bool

    public init(options: RuleOptions) {
        registrations = options.stringList("registrations").map { Array($0.utf8) }.filter { !$0.isEmpty }
        spawnedTasks = options.bool("spawned_tasks")
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        // Most files never name a stream type: the words the lexer noted turn them away.
        guard !file.mentions.isDisjoint(with: [.asyncStream, .asyncThrowingStream]),
              file.tokens.indices.contains(where: { StreamPass.isStreamType(file, $0) }) else { return [] }
        var pass = StreamPass(file: file, tree: context.tree, registrations: registrations, spawnedTasks: spawnedTasks)
        return pass.run()
    }
}

/// One pass over a file's tokens with a stack of open braces: each brace is a builder, a callable
/// body (closure, function, accessor), a statement block or a member list; registrations,
/// `.onTermination` references, `return`s and uses of a `makeStream` pair's names are attributed
/// to the innermost builder or binding they belong to as they are met. Linear in the tokens.
private struct StreamPass {
    let file: SourceFile
    let registrations: [[UInt8]]
    let spawnedTasks: Bool
    let scanner: DeclarationScanner
    /// The `{` of every body the declaration tree knows: member lists, and bodies of functions and accessors.
    let declaredBraces: [Int: BraceRole]

    struct Frame {
        var opener: Int
        var close: Int
        /// The builder the brace belongs to (its own, or its parent's), or -1.
        var builder: Int
        /// The `{` of the innermost callable body around (this one, for a callable), or -1 in a
        /// member list or at file level.
        var scope: Int
        var scopeClose: Int
    }

    /// A stream builder: the closure given to `AsyncStream(…)`.
    struct Builder {
        var typeToken: Int
        var brace: Int
        /// The closure's continuation parameter, when it names one.
        var continuation: Int?
        /// How it registers: the first registration met in it.
        var registration: String?
        var setsTermination = false
        /// The builder whose body holds this one, or -1.
        var enclosing: Int
    }

    /// `let (stream, continuation) = AsyncStream….makeStream(…)`, or `let pair = …makeStream(…)`.
    struct Binding {
        var typeToken: Int
        var stream: Int
        var continuation: Int
        var scope: Int
        var scopeClose: Int
        var fedBy: String?
        var escapes = false
    }

    /// The arguments and trailing closure of a registration, or a `return`'s expression.
    struct Span {
        var start: Int
        var end: Int
        /// For a registration: its callee (`addObserver`), `.delegate =` or `Task`.
        var name: String
        /// For a `return`: the callable body it returns from.
        var scope: Int = -1
        var isTask = false
    }

    var frames: [Frame] = []
    /// Every open `(`, `[` and `{`, innermost last, with the index of its partner.
    var openers: [(index: Int, close: Int)] = []
    var builders: [Builder] = []
    var builderByBrace: [Int: Int] = [:]
    var bindings: [Binding] = []
    /// Bindings whose body is still open, innermost last.
    var activeBindings: [Int] = []
    /// The open bindings by the name of their continuation, and of their stream, innermost last.
    var bindingsByContinuation: [String: [Int]] = [:]
    var bindingsByStream: [String: [Int]] = [:]
    /// Bit `n` set when an open binding has a name of `n` bytes (`n` < 64): most identifiers are
    /// turned away without making a String of them.
    var activeNameLengths: UInt64 = 0
    /// Every `(`, `[` and `{` without a partner, in order: an expression's end is sought no further
    /// than the next one, since past it no group can be skipped whole.
    let unbalancedOpeners: [Int]
    var registrationSpans: [Span] = []
    var returnSpans: [Span] = []
    /// Token indices of `onTermination` after a `.`, in order.
    var terminations: [Int] = []
    /// Names of functions declared inside bodies (`func observe()` re-arming `withObservationTracking`):
    /// helpers, so a bare call to one registers nothing.
    var localFunctions = Set<String>()
    var findings: [RuleFinding] = []

    init(file: SourceFile, tree: DeclarationTree, registrations: [[UInt8]], spawnedTasks: Bool) {
        self.file = file
        self.registrations = registrations
        self.spawnedTasks = spawnedTasks
        scanner = DeclarationScanner(file: file)
        var declaredBraces: [Int: BraceRole] = [:]
        for position in tree.declarations.indices {
            guard let body = tree.declarations[position].body else { continue }
            declaredBraces[Int(body.lowerBound) - 1] = tree.declarations[position].kind.hasMembers ? .typeBody : .callable
        }
        self.declaredBraces = declaredBraces
        unbalancedOpeners = file.tokens.indices.filter { index in
            let kind = file.tokens[index].kind
            return (kind == .leftParen || kind == .leftBracket || kind == .leftBrace) && file.partner(index) == nil
        }
    }

    static func isStreamType(_ file: SourceFile, _ index: Int) -> Bool {
        let token = file.tokens[index]
        guard token.kind == .identifier, token.length == 11 || token.length == 19 else { return false }
        return file.isText(index, "AsyncStream") || file.isText(index, "AsyncThrowingStream")
    }

    mutating func run() -> [RuleFinding] {
        let count = file.tokens.count
        var index = 0
        while index < count {
            close(upTo: index)
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace:
                open(brace: index)
            case .leftParen, .leftBracket:
                openers.append((index, file.partner(index) ?? count))
            case .period:
                memberReference(after: index)
            case .keyword where token.length == 4 && file.isText(index, "func"):
                if let frame = frames.last, frame.scope >= 0, file.kind(index + 1) == .identifier {
                    localFunctions.insert(file.name(index + 1))
                }
            case .keyword where token.length == 6 && file.isText(index, "return"):
                let end = scanner.expressionEnd(from: index + 1, limit: expressionLimit(after: index))
                returnSpans.append(Span(start: index, end: end - 1, name: "", scope: frames.last?.scope ?? -1))
            case .identifier:
                identifier(index)
            default:
                break
            }
            index += 1
        }
        close(upTo: count)
        for builder in builders where !builder.setsTermination {
            guard let registration = builder.registration, !isEndedByEnclosingBuilder(builder) else { continue }
            findings.append(RuleFinding(
                token: builder.typeToken,
                message: "'\(file.text(builder.typeToken))' builder \(Self.describe(registration)) but never sets onTermination; undo it in \(builder.continuation.map(file.name) ?? "continuation").onTermination."))
        }
        return findings.sorted { $0.token < $1.token }
    }

    /// Whether a builder around this one sets `.onTermination` in its own body (rev 7): that teardown
    /// ends what the nested builder registered.
    private func isEndedByEnclosingBuilder(_ builder: Builder) -> Bool {
        var enclosing = builder.enclosing
        while enclosing >= 0 {
            if builders[enclosing].setsTermination { return true }
            enclosing = builders[enclosing].enclosing
        }
        return false
    }

    /// Ends the braces, brackets, registrations and returns that close before `index`.
    private mutating func close(upTo index: Int) {
        while let last = frames.last, last.close <= index {
            frames.removeLast()
            guard last.scope == last.opener else { continue }
            while let binding = activeBindings.last, bindings[binding].scope == last.opener {
                activeBindings.removeLast()
                bindingsByContinuation[file.name(bindings[binding].continuation)]?.removeLast()
                bindingsByStream[file.name(bindings[binding].stream)]?.removeLast()
                finish(bindings[binding])
            }
        }
        while let last = openers.last, last.close < index { openers.removeLast() }
        while let last = registrationSpans.last, last.end < index { registrationSpans.removeLast() }
        while let last = returnSpans.last, last.end < index { returnSpans.removeLast() }
    }

    private mutating func open(brace: Int) {
        let close = file.partner(brace) ?? file.tokens.count
        openers.append((brace, close))
        let parent = frames.last
        var frame = Frame(opener: brace, close: close, builder: parent?.builder ?? -1, scope: parent?.scope ?? -1,
                          scopeClose: parent?.scopeClose ?? -1)
        let role: BraceRole
        if let builder = builderByBrace[brace] {
            role = .callable
            frame.builder = builder
        } else {
            role = declaredBraces[brace] ?? file.braceRole(brace)
        }
        switch role {
        case .callable:
            frame.scope = brace
            frame.scopeClose = close
        case .typeBody:
            frame.builder = -1
            frame.scope = -1
        case .statementBlock:
            break
        }
        frames.append(frame)
    }

    /// `.onTermination` and `.delegate = …`.
    private mutating func memberReference(after period: Int) {
        let name = period + 1
        guard file.kind(name) == .identifier else { return }
        if file.isText(name, "onTermination") {
            terminations.append(name)
            if let builder = frames.last?.builder, builder >= 0 { builders[builder].setsTermination = true }
        } else if file.isText(name, "delegate"), file.kind(name + 1) == .operator, file.isText(name + 1, "=") {
            let end = scanner.expressionEnd(from: name + 2, limit: expressionLimit(after: name))
            register(Span(start: name, end: end - 1, name: ".delegate ="))
        }
    }

    private mutating func identifier(_ index: Int) {
        let afterPeriod = file.kind(index - 1) == .period
        if !afterPeriod, !activeBindings.isEmpty || spawnedTasks { nameUse(index) }
        if Self.isStreamType(file, index) {
            streamType(index)
        } else if spawnedTasks, !afterPeriod, file.isText(index, "Task") {
            if let end = taskClosureEnd(index) { registrationSpans.append(Span(start: index, end: end, name: "Task", isTask: true)) }
        } else if let name = registrationName(index), !file.isWord(index - 1, "func"), afterPeriod || !localFunctions.contains(name),
                  let end = file.callEnd(callee: index) {
            register(Span(start: index, end: end, name: name))
        }
    }

    /// How a builder registers, for its message.
    private static func describe(_ registration: String) -> String {
        switch registration {
        case ".delegate =": return "sets a '.delegate'"
        case "Task": return "spawns a Task"
        default: return "registers with '\(registration)'"
        }
    }

    private mutating func register(_ span: Span) {
        registrationSpans.append(span)
        if let builder = frames.last?.builder, builder >= 0, builders[builder].registration == nil {
            builders[builder].registration = span.name
        }
    }

    /// The callee name at `index` when it is a registration name or starts with one at a camel hump.
    private func registrationName(_ index: Int) -> String? {
        let token = file.tokens[index]
        let start = Int(token.offset), length = Int(token.length)
        for name in registrations where name.count <= length {
            guard file.bytes[start..<start + name.count].elementsEqual(name) else { continue }
            if name.count == length { return file.text(index) }
            let next = file.bytes[start + name.count]
            if next < UInt8(ascii: "a") || next > UInt8(ascii: "z") { return file.text(index) }
        }
        return nil
    }

    /// The `}` of the closure a `Task`, `Task<…>`, `Task.detached` or `Task(priority:)` starts at `index`.
    private func taskClosureEnd(_ index: Int) -> Int? {
        var cursor = index + 1
        if let after = file.indexAfterAngleGroup(cursor) { cursor = after }
        if file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier { cursor += 2 }
        if file.kind(cursor) == .leftParen, let close = file.partner(cursor) { cursor = close + 1 }
        guard file.kind(cursor) == .leftBrace, !file.tokens[cursor].flags.contains(.newlineBefore) else { return nil }
        return file.partner(cursor)
    }

    /// A name that may be a binding's continuation or stream, or a builder's continuation inside a `Task`.
    private mutating func nameUse(_ index: Int) {
        let length = Int(file.tokens[index].length)
        if length >= 64 || activeNameLengths >> length & 1 != 0 {
            // The innermost open binding of a name is the one it refers to.
            let name = file.name(index)
            if let binding = bindingsByContinuation[name]?.last, let span = registrationSpans.last,
               span.start > bindings[binding].scope, bindings[binding].fedBy == nil {
                bindings[binding].fedBy = span.name
            }
            if let binding = bindingsByStream[name]?.last, let span = returnSpans.last, span.scope == bindings[binding].scope {
                bindings[binding].escapes = true
            }
        }
        if spawnedTasks, let builder = frames.last?.builder, builder >= 0, let continuation = builders[builder].continuation,
           builders[builder].registration == nil, let span = registrationSpans.last, span.isTask,
           span.start > builders[builder].brace, sameName(index, continuation) {
            builders[builder].registration = span.name
        }
    }

    /// Where an expression starting after `index` may end at the latest: the end of the innermost
    /// brace, or the next bracket without a partner.
    private func expressionLimit(after index: Int) -> Int {
        var low = 0, high = unbalancedOpeners.count
        while low < high {
            let middle = (low + high) / 2
            if unbalancedOpeners[middle] <= index { low = middle + 1 } else { high = middle }
        }
        let next = low < unbalancedOpeners.count ? unbalancedOpeners[low] : file.tokens.count
        return min(next, frames.last?.close ?? file.tokens.count)
    }

    private func sameName(_ a: Int, _ b: Int) -> Bool {
        let first = file.tokens[a], second = file.tokens[b]
        return first.length == second.length && file.bytes[first.byteRange].elementsEqual(file.bytes[second.byteRange])
    }

    /// `AsyncStream` at `index`: a builder call, a `makeStream` binding, or neither (a type).
    private mutating func streamType(_ index: Int) {
        var start = index
        if file.kind(index - 1) == .period, file.isWord(index - 2, "Swift") { start = index - 2 }
        var cursor = index + 1
        if let after = file.indexAfterAngleGroup(cursor) { cursor = after }
        if file.kind(cursor) == .period, file.isWord(cursor + 1, "makeStream"), file.kind(cursor + 2) == .leftParen {
            makeStream(typeToken: index, start: start)
            return
        }
        guard !isTypePosition(before: start) else { return }
        if file.kind(cursor) == .period, file.isWord(cursor + 1, "init") { cursor += 2 }
        var brace: Int?
        if file.kind(cursor) == .leftParen, !file.tokens[cursor].flags.contains(.newlineBefore), let close = file.partner(cursor) {
            if file.kind(close + 1) == .leftBrace, !file.tokens[close + 1].flags.contains(.newlineBefore) {
                brace = close + 1
            } else {
                // An unlabelled closure argument: `AsyncStream(Int.self, { continuation in … })`.
                var argument = cursor + 1
                while argument < close, brace == nil {
                    if file.kind(argument) == .leftBrace, file.kind(argument - 1) == .leftParen || file.kind(argument - 1) == .comma {
                        brace = argument
                    }
                    argument = file.indexAfterGroup(argument)
                }
            }
        } else if file.kind(cursor) == .leftBrace, !file.tokens[cursor].flags.contains(.newlineBefore) {
            brace = cursor
        }
        guard let brace, file.partner(brace) != nil else { return }
        builderByBrace[brace] = builders.count
        builders.append(Builder(typeToken: index, brace: brace, continuation: file.closureParameterName(brace),
                                enclosing: frames.last?.builder ?? -1))
    }

    /// Whether the type name starting at `start` is written as a type (`-> AsyncStream<T> {`,
    /// `var events: AsyncStream<T> {`), not called.
    private func isTypePosition(before start: Int) -> Bool {
        switch file.kind(start - 1) {
        case .arrow:
            return true
        case .colon:
            // A label inside `(…)` or `[…]` precedes a value; elsewhere a colon precedes a type.
            guard let innermost = openers.last else { return true }
            return file.kind(innermost.index) == .leftBrace
        case .operator:
            return file.isText(start - 1, "==")
        case .keyword:
            return file.isText(start - 1, "extension") || file.isText(start - 1, "as") || file.isText(start - 1, "is")
        default:
            return false
        }
    }

    /// `let (stream, continuation) = AsyncStream….makeStream(…)` or `let pair = …`, in a callable body.
    private mutating func makeStream(typeToken: Int, start: Int) {
        let equals = start - 1
        guard file.kind(equals) == .operator, file.isText(equals, "="), let frame = frames.last, frame.scope >= 0 else { return }
        let stream: Int, continuation: Int
        if file.kind(equals - 1) == .rightParen, let open = file.partner(equals - 1), open + 4 == equals - 1,
           file.isWord(open - 1, "let") || file.isWord(open - 1, "var"),
           file.kind(open + 1) == .identifier, file.kind(open + 2) == .comma, file.kind(open + 3) == .identifier {
            (stream, continuation) = (open + 1, open + 3)
        } else if file.kind(equals - 1) == .identifier, file.isWord(equals - 2, "let") || file.isWord(equals - 2, "var") {
            (stream, continuation) = (equals - 1, equals - 1)
        } else {
            return
        }
        activeBindings.append(bindings.count)
        bindingsByContinuation[file.name(continuation), default: []].append(bindings.count)
        bindingsByStream[file.name(stream), default: []].append(bindings.count)
        for name in [continuation, stream] where file.tokens[name].length < 64 { activeNameLengths |= 1 << UInt64(file.tokens[name].length) }
        bindings.append(Binding(typeToken: typeToken, stream: stream, continuation: continuation, scope: frame.scope,
                                scopeClose: frame.scopeClose))
    }

    /// Reports a binding whose body has closed: fed by a registration, returned, never cancelled.
    private mutating func finish(_ binding: Binding) {
        guard let fedBy = binding.fedBy, binding.escapes, !setsTermination(in: binding.scope...max(binding.scope, binding.scopeClose)) else {
            return
        }
        let stream = file.name(binding.stream)
        let continuation = binding.continuation == binding.stream ? "\(stream).continuation" : file.name(binding.continuation)
        findings.append(RuleFinding(
            token: binding.typeToken,
            message: "'\(stream)' from makeStream is returned while '\(fedBy)' holds its continuation; undo it in \(continuation).onTermination."))
    }

    private func setsTermination(in range: ClosedRange<Int>) -> Bool {
        var low = 0, high = terminations.count
        while low < high {
            let middle = (low + high) / 2
            if terminations[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < terminations.count && terminations[low] <= range.upperBound
    }
}
