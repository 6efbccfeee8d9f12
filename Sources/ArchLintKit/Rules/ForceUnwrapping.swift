#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `force_unwrapping` (opt-in): a postfix `!` that unwraps a value, read as the compiler parses it —
/// never `!=`/`!==`, a prefix `!`, the `!` of an implicitly unwrapped optional type, `init!`, or
/// text; `as!` and `try!` behind the options `include_force_cast` and `include_force_try`.
public struct ForceUnwrapping: Rule {
    public static let id = "force_unwrapping"

    private let includeForceCast: Bool
    private let includeForceTry: Bool

    public init(options: RuleOptions) {
        includeForceCast = options.bool("include_force_cast")
        includeForceTry = options.bool("include_force_try")
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        var findings: [RuleFinding] = []
        for mark in ExclamationMarks.postfixMarks(in: file) {
            switch mark.kind {
            case .forceUnwrap:
                findings.append(RuleFinding(
                    token: mark.token,
                    message: "force unwrap of '\(ExclamationMarks.operandDescription(before: mark.token, in: file))' crashes when it is nil; "
                        + "use 'if let'/'guard let', '??' or optional chaining instead"))
            case .forceCast where includeForceCast:
                findings.append(RuleFinding(
                    token: mark.token - 1,
                    message: "force cast '\(ExclamationMarks.castDescription(at: mark.token, in: file))' crashes when the cast fails; use 'as?'"))
            case .forceTry where includeForceTry:
                findings.append(RuleFinding(token: mark.token - 1,
                                            message: "'try!' crashes when the call throws; use 'try' with do/catch, or 'try?'"))
            default:
                break
            }
        }
        return findings
    }
}

/// The postfix `!` tokens of a file and what each is, as the Swift compiler reads them (rules.md §15).
enum ExclamationMarks {
    enum Kind: Equatable {
        /// `value!`: unwraps an optional, crashing on nil.
        case forceUnwrap
        /// `var label: UILabel!`, `func f() -> Model!`: a type, not an operation.
        case implicitlyUnwrappedType
        /// `as!`.
        case forceCast
        /// `try!`.
        case forceTry
        /// `init!(…)`: a failable initializer declaration.
        case failableInitializer
    }

    struct Mark: Equatable {
        /// The `!` token.
        var token: Int
        var kind: Kind
    }

    /// Every `!` token of the code that the compiler reads as a postfix `!` (or the `!` of `as!`,
    /// `try!`, `init!`), in token order. Only the `!` tokens are visited (found by `memchr`, each
    /// token by a binary search from the last): what the reading needs of the code before one —
    /// whether the token before ends an operand, whether it is in an `#if` condition, the innermost
    /// open bracket — is read walking back from it (`BackwardReading`), each walk stopping at the
    /// `!` token before, whose answers are kept, so the walks stay linear. (A pass over every token
    /// of each file holding a `!` was nine tenths of the rule's instructions.) Each walk back over an
    /// implicitly unwrapped type stops at the previous `!` and skips brackets whole.
    static func postfixMarks(in file: SourceFile) -> [Mark] {
        var marks: [Mark] = []
        var reading = BackwardReading(file)
        var lastList = DeclarationListScan()
        let tokens = file.tokens
        file.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var from = 0, firstToken = 0
            while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "!")), bytes.count - from) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                from = offset + 1
                // The token starting at the `!`, if any (not one in a string, a comment or a longer operator).
                var low = firstToken, high = tokens.count
                while low < high {
                    let middle = (low + high) / 2
                    if Int(tokens[middle].offset) < offset { low = middle + 1 } else { high = middle }
                }
                firstToken = low
                guard low < tokens.count, Int(tokens[low].offset) == offset, tokens[low].kind == .operator, tokens[low].length == 1 else {
                    continue
                }
                let index = low
                let inDirectiveCondition = reading.inDirectiveCondition(index)
                var endsOperand = false
                if !tokens[index].flags.contains(.spaceBefore), !inDirectiveCondition {
                    let followedByEquals = Int(tokens[index].end) < bytes.count && bytes[Int(tokens[index].end)] == UInt8(ascii: "=")
                    if let kind = keywordMark(after: index - 1, in: file) {
                        marks.append(Mark(token: index, kind: kind))
                    } else if reading.endsOperand(index - 1) || file.kind(index - 1) == .period, !followedByEquals {
                        // After a `.`: a key path's `!` component (`\.!`, `\String?.!.count`), the
                        // only place the lexer leaves a period before a `!`.
                        let inParameterClause = reading.innermostOpener(index).map { tokens[$0].kind == .leftParen && isParameterClause($0, in: file) } ?? false
                        let isType = isImplicitlyUnwrappedType(index, in: file, inParameterClause: inParameterClause, lastList: &lastList)
                        marks.append(Mark(token: index, kind: isType ? .implicitlyUnwrappedType : .forceUnwrap))
                        endsOperand = true
                    }
                }
                reading.record(index, inDirectiveCondition: inDirectiveCondition, endsOperand: endsOperand)
            }
        }
        return marks
    }

    /// What a pass over every token before a `!` would know at it, read walking back from it. The
    /// `!` tokens are read in token order, each recorded: a walk back stops at the last one (or, for
    /// the innermost bracket, at any earlier one it meets) and takes its answer.
    private struct BackwardReading {
        let file: SourceFile
        /// The `!` tokens read so far, in order, with the innermost open bracket at each (-1: none).
        private var read: [Int32] = []
        private var openers: [Int32] = []
        private var lastInDirectiveCondition = false
        private var lastEndsOperand = false

        init(_ file: SourceFile) { self.file = file }

        private var last: Int { read.last.map(Int.init) ?? -1 }

        mutating func record(_ index: Int, inDirectiveCondition: Bool, endsOperand: Bool) {
            let opener = innermostOpener(index)
            read.append(Int32(index))
            openers.append(Int32(opener ?? -1))
            lastInDirectiveCondition = inDirectiveCondition
            lastEndsOperand = endsOperand
        }

        /// Whether the token is in the condition of an `#if` or `#elseif` (on the directive's line).
        func inDirectiveCondition(_ index: Int) -> Bool {
            let tokens = file.tokens
            var cursor = index
            while cursor >= 0 {
                if cursor < index {
                    if cursor == last { return lastInDirectiveCondition }
                    if tokens[cursor].kind == .directive { return file.isText(cursor, "#if") || file.isText(cursor, "#elseif") }
                }
                if tokens[cursor].flags.contains(.newlineBefore) { return false }
                cursor -= 1
            }
            return false
        }

        /// Whether the token ends an operand, as a postfix `!` or `?` after it reads it: a name, a
        /// closing bracket, `self`, a word after `.`, a `?` after one, or a force unwrap.
        func endsOperand(_ index: Int) -> Bool {
            let tokens = file.tokens
            var cursor = index
            // Through a chain of postfix `?`: each ends an operand when the token before it does.
            while cursor >= 0, cursor != last, tokens[cursor].kind == .operator, tokens[cursor].length == 1,
                  file.bytes[Int(tokens[cursor].offset)] == UInt8(ascii: "?") {
                if tokens[cursor].flags.contains(.spaceBefore) || inDirectiveCondition(cursor) { return false }
                cursor -= 1
            }
            guard cursor >= 0 else { return false }
            if cursor == last { return lastEndsOperand }
            switch tokens[cursor].kind {
            case .identifier, .rightBracket, .rightParen, .rightBrace:
                return true
            case .keyword:
                // `self!`, and any word used as a member name: `options.default!`.
                return file.kind(cursor - 1) == .period || file.isText(cursor, "self")
            default:
                return false
            }
        }

        /// The innermost bracket open at the token: walking back, a closed pair is skipped whole
        /// (with any unpaired opener inside it), an unpaired closer closes nothing.
        func innermostOpener(_ index: Int) -> Int? {
            let tokens = file.tokens
            var cursor = index - 1
            while cursor >= 0 {
                switch tokens[cursor].kind {
                case .leftParen, .leftBracket, .leftBrace:
                    return cursor
                case .rightParen, .rightBracket, .rightBrace:
                    cursor = (file.partner(cursor) ?? cursor) - 1
                case .operator where tokens[cursor].length == 1 && file.bytes[Int(tokens[cursor].offset)] == UInt8(ascii: "!"):
                    if let known = position(of: cursor) { return openers[known] < 0 ? nil : Int(openers[known]) }
                    cursor -= 1
                default:
                    cursor -= 1
                }
            }
            return nil
        }

        /// The position in `read` of a `!` token read before.
        private func position(of token: Int) -> Int? {
            var low = 0, high = read.count
            while low < high {
                let middle = (low + high) / 2
                if Int(read[middle]) < token { low = middle + 1 } else { high = middle }
            }
            return low < read.count && Int(read[low]) == token ? low : nil
        }
    }

    /// What a `!` directly after the word at `word` is: `as!`, `try!`, `init!`, unless the word is a
    /// member name (after a `.`).
    private static func keywordMark(after word: Int, in file: SourceFile) -> Kind? {
        guard file.kind(word) == .keyword, file.kind(word - 1) != .period else { return nil }
        if file.isText(word, "as") { return .forceCast }
        if file.isText(word, "try") { return .forceTry }
        if file.isText(word, "init") { return .failableInitializer }
        return nil
    }

    /// Whether the `(` at `open` opens the parameter clause of a `func`, `init` (`init?`, `init!`)
    /// or `subscript` declaration: it follows the function's name or its generic parameter list.
    private static func isParameterClause(_ open: Int, in file: SourceFile) -> Bool {
        var before = open - 1
        if file.kind(before) == .operator, let genericOpen = genericClauseOpener(endingAt: before, in: file) {
            before = genericOpen - 1
        }
        if file.kind(before) == .operator, file.isText(before, "?") || file.isText(before, "!"), file.isWord(before - 1, "init") {
            before -= 1
        }
        if file.isWord(before, "init") || file.isWord(before, "subscript") { return file.kind(before - 1) != .period }
        // The function's name: an identifier or an operator (`static func ==(`).
        return file.isWord(before - 1, "func")
    }

    /// The `<` that opens the generic clause whose last token is the `>` at `close` (a short walk
    /// back over one line); nil when there is none.
    private static func genericClauseOpener(endingAt close: Int, in file: SourceFile) -> Int? {
        // The closing token is `>` (`>>`, `>?` when it closes an optional generic type too).
        let closing = file.bytes[Int(file.tokens[close].offset)..<Int(file.tokens[close].end)]
        guard closing.contains(UInt8(ascii: ">")), closing.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") }) else {
            return nil
        }
        var depth = 0
        var cursor = close
        while cursor >= 0, close - cursor < 64 {
            switch file.kind(cursor) {
            case .operator:
                for offset in Int(file.tokens[cursor].offset)..<Int(file.tokens[cursor].end) {
                    if file.bytes[offset] == UInt8(ascii: ">") { depth += 1 }
                    if file.bytes[offset] == UInt8(ascii: "<") { depth -= 1 }
                }
                if depth == 0 { return cursor }
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .rightParen:
                return nil
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the postfix `!` at `mark` ends an implicitly unwrapped optional type: walking back
    /// over a type (names, dots, `?`, `&`, `any`, `some`, balanced `<…>`, `[…]`, `(…)`) on the `!`'s
    /// line reaches `->`, `is`, `as` (`as?`, `as!`) or a type annotation's `:`.
    private static func isImplicitlyUnwrappedType(_ mark: Int, in file: SourceFile, inParameterClause: Bool,
                                                  lastList: inout DeclarationListScan) -> Bool {
        let lineStart = file.lineStarts[file.lineIndex(ofOffset: Int(file.tokens[mark].offset))]
        var cursor = mark - 1
        while cursor >= 0, file.tokens[cursor].offset >= lineStart {
            switch file.tokens[cursor].kind {
            case .identifier, .period:
                cursor -= 1
            case .keyword:
                // A word after `.` is a member name (`node.as(T.self)!`), not the `as` or `is` of a type.
                if file.kind(cursor - 1) != .period {
                    if file.isText(cursor, "as") || file.isText(cursor, "is") { return true }
                    guard file.isText(cursor, "Any") || file.isText(cursor, "Self") else { return false }
                }
                cursor -= 1
            case .rightParen, .rightBracket:
                guard let open = file.partner(cursor), file.tokens[open].offset >= lineStart else { return false }
                cursor = open - 1
            case .arrow:
                return true
            case .colon:
                return isTypeAnnotationColon(cursor, in: file, lineStart: lineStart, inParameterClause: inParameterClause, lastList: &lastList)
            case .operator:
                if file.isText(cursor, "?") || file.isText(cursor, "&") {
                    cursor -= 1
                } else if file.isText(cursor, "!") {
                    // The `!` of `as!` before the type; any other `!` ends an expression.
                    return keywordMark(after: cursor - 1, in: file) == .forceCast
                } else if let open = genericClauseOpener(endingAt: cursor, in: file), file.tokens[open].offset >= lineStart {
                    cursor = open - 1
                } else {
                    return false
                }
            default:
                return false
            }
        }
        return false
    }

    /// Whether the `:` at `colon` (before a type) is a type annotation's: after a name that follows
    /// `var`/`let` (or a later name of such a list on the line, no `=` between), or after a parameter
    /// name in a declaration's parameter clause.
    private static func isTypeAnnotationColon(_ colon: Int, in file: SourceFile, lineStart: Int32, inParameterClause: Bool,
                                              lastList: inout DeclarationListScan) -> Bool {
        let name = colon - 1
        guard file.kind(name) == .identifier else { return false }
        if file.isWord(name - 1, "var") || file.isWord(name - 1, "let") { return true }
        if file.kind(name - 1) == .comma, lastList.isDeclarationList(comma: name - 1, in: file, lineStart: lineStart) { return true }
        // A parameter name follows the clause's `(`, a `,`, its argument label or an attribute
        // (`@ViewBuilder content:`); a ternary's `:` follows an operand after `?`.
        guard inParameterClause, let before = file.kind(name - 1) else { return false }
        return before == .leftParen || before == .comma || before == .identifier || before == .keyword || before == .attribute
    }

    /// Whether a `,` on a line continues a `var`/`let` list (`var a: A!, b: B!`): walking back on the
    /// line over brackets reaches `var` or `let` before an `=`. The walk from a list's next comma
    /// stops at the comma walked from before and takes its answer, so a long list is walked once.
    struct DeclarationListScan {
        private var comma = -1
        private var answer = false

        mutating func isDeclarationList(comma start: Int, in file: SourceFile, lineStart: Int32) -> Bool {
            var cursor = start - 1
            var found = false
            walk: while cursor >= 0, file.tokens[cursor].offset >= lineStart {
                if cursor == comma {
                    found = answer
                    break
                }
                switch file.tokens[cursor].kind {
                case .keyword where file.isText(cursor, "var") || file.isText(cursor, "let"):
                    found = true
                    break walk
                case .operator where file.isText(cursor, "="):
                    break walk
                case .leftParen, .leftBracket, .leftBrace, .semicolon:
                    break walk
                case .rightParen, .rightBracket, .rightBrace:
                    cursor = (file.partner(cursor) ?? 0) - 1
                default:
                    cursor -= 1
                }
            }
            comma = start
            answer = found
            return found
        }
    }

    /// The operand of the force unwrap at `mark`, as a message names it: its last identifier, with
    /// `(…)` for a call result and `[…]` for a subscript (`URL(…)`, `cache[…]`).
    static func operandDescription(before mark: Int, in file: SourceFile) -> String {
        var cursor = mark - 1
        if file.kind(cursor) == .period {
            // A key path's `!` component unwraps the value the key path has reached: named by the
            // key path up to it (`\.`, `\String?.`), its tokens written together.
            while cursor > 0, file.kind(cursor) != .backslash, file.tokens[cursor - 1].end == file.tokens[cursor].offset { cursor -= 1 }
            return file.kind(cursor) == .backslash ? file.text(from: cursor, through: mark - 1) : "!"
        }
        while file.kind(cursor) == .operator, file.tokens[cursor].length == 1 { cursor -= 1 }
        var suffix = ""
        while let kind = file.kind(cursor), kind == .rightParen || kind == .rightBracket || kind == .rightBrace,
              let open = file.partner(cursor) {
            if suffix.isEmpty { suffix = kind == .rightBracket ? "[…]" : "(…)" }
            cursor = open - 1
        }
        guard let kind = file.kind(cursor), kind == .identifier || kind == .keyword else { return suffix.isEmpty ? "!" : suffix }
        return (kind == .identifier ? file.name(cursor) : file.text(cursor)) + suffix
    }

    /// `as! T` for the force cast whose `!` is at `mark`: the type's tokens on the line, cut short.
    static func castDescription(at mark: Int, in file: SourceFile) -> String {
        var cursor = mark + 1
        var last = mark
        while let kind = file.kind(cursor), !file.tokens[cursor].flags.contains(.newlineBefore) {
            if kind == .identifier || kind == .period || (kind == .keyword && (file.isText(cursor, "Any") || file.isText(cursor, "Self")))
                || (kind == .operator && (file.isText(cursor, "?") || file.isText(cursor, "&"))) {
                last = cursor
                cursor += 1
            } else if kind == .leftBracket || kind == .leftParen, let close = file.partner(cursor) {
                last = close
                cursor = close + 1
            } else if let after = file.indexAfterAngleGroup(cursor) {
                last = after - 1
                cursor = after
            } else {
                break
            }
        }
        let type = file.text(from: mark + 1, through: last)
        return "as! " + (type.count > 40 ? String(type.prefix(40)) + "…" : type)
    }
}
