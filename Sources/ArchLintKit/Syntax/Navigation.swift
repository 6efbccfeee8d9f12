/// The navigation helpers every scanner and rule uses: token text, positions, bracket partners,
/// string literal values. Comparisons work on bytes; only `text(_:)` allocates a String.
extension SourceFile {
    /// A 1-based line and column; the column counts UTF-8 bytes, as the Swift compiler's do
    /// (`ColumnUnit` converts it for SARIF and LSP).
    public struct Position: Sendable, Hashable, Codable, Comparable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (a: Position, b: Position) -> Bool {
            a.line != b.line ? a.line < b.line : a.column < b.column
        }
    }

    @inline(__always) public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    public func text(_ index: Int) -> String {
        text(of: tokens[index])
    }

    public func text(of token: Token) -> String {
        String(decoding: bytes[token.byteRange], as: UTF8.self)
    }

    /// The text from the start of token `first` to the end of token `last`, as written.
    public func text(from first: Int, through last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[first].offset)..<Int(tokens[last].end)], as: UTF8.self)
    }

    /// Whether token `index` is exactly `word` (any kind).
    @inline(__always) public func isText(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.length)
        guard word.utf8CodeUnitCount == length else { return false }
        let start = Int(token.offset)
        let w = word.utf8Start
        for k in 0..<length where w[k] != bytes[start + k] { return false }
        return true
    }

    /// Whether token `index` is an identifier or keyword spelled `word`.
    @inline(__always) public func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard let kind = kind(index), kind == .identifier || kind == .keyword else { return false }
        return isText(index, word)
    }

    /// Whether token `index` spells `text` (any kind).
    public func isText(_ index: Int, equalTo text: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        var utf8 = text.utf8.makeIterator()
        var offset = Int(token.offset)
        let end = Int(token.end)
        while offset < end {
            guard let next = utf8.next(), next == bytes[offset] else { return false }
            offset += 1
        }
        return utf8.next() == nil
    }

    /// Whether the identifier's name without backticks is `name`, compared in place (no String made).
    public func isName(_ index: Int, equalTo name: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        var range = tokens[index].byteRange
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") { range = range.lowerBound + 1..<range.upperBound - 1 }
        guard range.count == name.utf8.count else { return false }
        return bytes[range].elementsEqual(name.utf8)
    }

    /// The identifier's name without backticks.
    public func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.length >= 2, bytes[Int(token.offset)] == UInt8(ascii: "`") {
            return String(decoding: bytes[Int(token.offset) + 1..<Int(token.end) - 1], as: UTF8.self)
        }
        return text(of: token)
    }

    /// Whether the identifier at `index` starts with an uppercase letter (a type name, by
    /// convention); decided on the first byte for ASCII, without making a String.
    @inline(__always) public func startsUppercase(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].length > 0 else { return false }
        var offset = Int(tokens[index].offset)
        if bytes[offset] == UInt8(ascii: "`"), tokens[index].length > 1 { offset += 1 }
        let first = bytes[offset]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return nameStartsUppercase(index)
    }

    /// Apart from `startsUppercase`, so that its ASCII test stays small enough to inline.
    @inline(never) private func nameStartsUppercase(_ index: Int) -> Bool {
        name(index).unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// Whether token `index` (without a closing backtick) ends with one of `endings`, compared
    /// without making a String.
    public func endsWith(_ index: Int, anyOf endings: EndingSet) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        var end = Int(tokens[index].end)
        let start = Int(tokens[index].offset)
        if end - start >= 2, bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
        return endings.endsOne(of: bytes, start: start, end: end)
    }

    /// The partner of a bracket token, if it is balanced.
    @inline(__always) public func partner(_ index: Int) -> Int? {
        guard index >= 0, index < tokens.count else { return nil }
        let distance = tokens[index].partnerDistance
        if distance == 0 { return nil }
        if distance == Token.farPartner { return farPartners.map { $0[index] } }
        return index + Int(distance)
    }

    // MARK: Positions

    /// The 0-based line index holding byte `offset`.
    public func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func position(ofOffset offset: Int) -> Position {
        let line = lineIndex(ofOffset: offset)
        return Position(line: line + 1, column: offset - Int(lineStarts[line]) + 1)
    }

    /// Remembers the line of the last position computed, so positions asked for in increasing
    /// offset order (a scan through the file) mostly find their line a few steps on.
    public struct PositionCursor: Sendable {
        var offset = -1
        var lineIndex = 0

        public init() {}
    }

    public func position(ofOffset offset: Int, cursor: inout PositionCursor) -> Position {
        var line: Int
        if cursor.offset >= 0, cursor.offset <= offset {
            // Usually a few lines on from the last position: walked to, before falling back to a search.
            line = cursor.lineIndex
            var steps = 0
            while line + 1 < lineStarts.count, Int(lineStarts[line + 1]) <= offset {
                line += 1
                steps += 1
                if steps == 16 {
                    line = lineIndex(ofOffset: offset)
                    break
                }
            }
        } else {
            line = lineIndex(ofOffset: offset)
        }
        cursor.offset = offset
        cursor.lineIndex = line
        return Position(line: line + 1, column: offset - Int(lineStarts[line]) + 1)
    }

    public func position(of index: Int) -> Position {
        position(ofOffset: Int(tokens[index].offset))
    }

    /// The position just after token `index`.
    public func endPosition(of index: Int) -> Position {
        position(ofOffset: Int(tokens[index].end))
    }

    public func line(of index: Int) -> Int {
        lineIndex(ofOffset: Int(tokens[index].offset)) + 1
    }

    /// The text of 1-based `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// The bytes of 1-based `line`, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    // MARK: String literals

    /// The index of the `stringEnd` closing the literal that opens at `start`, or the last
    /// token of an unterminated one. Nested literals inside interpolations are skipped.
    public func stringLiteralEnd(_ start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            switch tokens[index].kind {
            case .stringStart:
                depth += 1
            case .stringEnd:
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// The value of a string literal without interpolation that opens at `start`, with the
    /// common escapes decoded; nil for anything else.
    public func stringLiteralValue(_ start: Int) -> String? {
        guard kind(start) == .stringStart else { return nil }
        var index = start + 1
        var value = ""
        // Tested on the bytes: `String.contains` is Foundation's search here, many times slower.
        var hasBackslash = false
        while index < tokens.count {
            switch tokens[index].kind {
            case .stringSegment:
                value += text(index)
                hasBackslash = hasBackslash || bytes[tokens[index].byteRange].contains(UInt8(ascii: "\\"))
            case .stringEnd:
                return hasBackslash ? Self.decodeEscapes(value) : value
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// A string literal's text with its escapes decoded: `\n`, `\r`, `\t`, `\0`, `\u{…}`, and any
    /// other escaped character as itself.
    static func decodeEscapes(_ raw: String) -> String {
        var out = ""
        var escaping = false
        // The value of a `\u{…}` being read (its `{` is no hex digit, so it adds nothing).
        var scalar: UInt32?
        for ch in raw {
            if let value = scalar {
                if ch == "}" {
                    if let decoded = Unicode.Scalar(value) { out.unicodeScalars.append(decoded) }
                    scalar = nil
                } else if let digit = ch.hexDigitValue {
                    scalar = value &<< 4 | UInt32(digit)
                }
                continue
            }
            if escaping {
                switch ch {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "0": out.append("\0")
                case "u": scalar = 0
                default: out.append(ch)
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    // MARK: Walking

    /// The index after the group that starts at `index`: past a bracket's partner, past a whole
    /// string literal, else `index + 1`.
    public func indexAfterGroup(_ index: Int) -> Int {
        switch tokens[index].kind {
        case .leftParen, .leftBracket, .leftBrace:
            if let other = partner(index) { return other + 1 }
            return index + 1
        case .stringStart:
            return stringLiteralEnd(index) + 1
        default:
            return index + 1
        }
    }

    /// The functions declared inside the code of `range` (a body: the declaration tree keeps none
    /// there), nested ones too, in source order: each from its `func` keyword through its body's `}`.
    public func localFunctions(in range: Range<Int>) -> [ClosedRange<Int>] {
        var functions: [ClosedRange<Int>] = []
        for keyword in range where kind(keyword) == .keyword && isText(keyword, "func") {
            // The body is the first `{` after the name, its generic and parameter clauses and its
            // signature; a statement boundary before it means a requirement without a body.
            var cursor = keyword + 2
            while cursor < range.upperBound, let kind = kind(cursor), kind != .leftBrace, kind != .rightBrace, kind != .semicolon {
                cursor = indexAfterGroup(cursor)
            }
            if cursor < range.upperBound, kind(cursor) == .leftBrace, let close = partner(cursor), close < range.upperBound {
                functions.append(keyword...close)
            }
        }
        return functions
    }

    /// The innermost `(`, `[` or `{` that opens before `index` and closes after it (nil at file level).
    public func enclosingOpener(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = partner(cursor) else { return nil }
                cursor = open - 1
            case .leftParen, .leftBracket, .leftBrace:
                return cursor
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// Skips a balanced `<…>` generic clause starting at `index` (a `<` operator token); returns
    /// the index after it, or nil when the angle brackets do not close before a statement-level token.
    public func indexAfterAngleGroup(_ index: Int) -> Int? {
        guard isText(index, "<") || (kind(index) == .operator && bytes[Int(tokens[index].offset)] == UInt8(ascii: "<")) else {
            return nil
        }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .operator:
                // Count every `<` and `>` in the operator: `>>` closes two levels, `->` none.
                var offset = Int(token.offset)
                while offset < Int(token.end) {
                    let c = bytes[offset]
                    if c == UInt8(ascii: "<") { depth += 1 }
                    if c == UInt8(ascii: ">") { depth -= 1 }
                    if c != UInt8(ascii: "<") && c != UInt8(ascii: ">") && c != UInt8(ascii: "?") && c != UInt8(ascii: "!")
                        && c != UInt8(ascii: "&") && c != UInt8(ascii: "=") && c != UInt8(ascii: ".") {
                        return nil
                    }
                    offset += 1
                }
                if depth <= 0 { return cursor + 1 }
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = indexAfterGroup(cursor)
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return nil
            case .keyword:
                if isText(cursor, "where") == false, isText(cursor, "Any") == false, isText(cursor, "Self") == false,
                   isText(cursor, "inout") == false, isText(cursor, "throws") == false {
                    return nil
                }
                cursor += 1
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// The top-level arguments of the generic clause opening at `open` (a `<` token), each as a token
    /// range: `Result<[A: B], Error>` → `[A: B]`, `Error`. Nil when the clause does not close (a
    /// comparison). The closing token may close outer clauses too (`>>`, `>?`).
    public func genericArguments(_ open: Int) -> [Range<Int>]? {
        guard let after = indexAfterAngleGroup(open) else { return nil }
        let close = after - 1
        var arguments: [Range<Int>] = []
        var start = open + 1
        var depth = 0
        var cursor = open + 1
        while cursor < close {
            switch tokens[cursor].kind {
            case .leftParen, .leftBracket:
                cursor = indexAfterGroup(cursor)
                continue
            case .operator:
                for offset in Int(tokens[cursor].offset)..<Int(tokens[cursor].end) {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
            case .comma where depth == 0:
                arguments.append(start..<cursor)
                start = cursor + 1
            default:
                break
            }
            cursor += 1
        }
        arguments.append(start..<close)
        return arguments
    }

    /// Whether the implicit member at `period` (`.failure(…)`), or a name at `period`
    /// (`kSecAttrAccessibleAlways`), stands in a `case` pattern (`case
    /// .failure(.x):`, `case let .failure(e)`, `if case .failure = r`, `case (.failure, _)`,
    /// `case .response(.failure(.x))`) rather than in an expression. Walks back over the pattern on
    /// its level, out through tuple parentheses and enum-case payloads, to the `case` keyword;
    /// anything else that ends the walk (`=`, `return`, an opening brace, a call's parenthesis, `:`,
    /// the start of a statement line) makes it an expression.
    public func isInCasePattern(_ period: Int) -> Bool {
        var cursor = period - 1
        // A pattern is short; the bound keeps a walk through a long expression linear overall.
        var steps = 0
        while cursor >= 0, steps < 256 {
            steps += 1
            if tokens[cursor].flags.contains(.newlineBefore), kind(cursor) == .identifier || kind(cursor) == .keyword,
               !isText(cursor, "case"), let before = kind(cursor - 1), before != .comma, before != .period, before != .leftParen,
               before != .operator, before != .keyword {
                return false
            }
            switch tokens[cursor].kind {
            case .rightParen, .rightBracket:
                guard let open = partner(cursor) else { return false }
                cursor = open - 1
            case .leftParen:
                // A tuple pattern's parenthesis follows `case`, `let`, `,` or `(`, an enum case payload's
                // an implicit member (`.response(`); a call's follows a name.
                guard let before = kind(cursor - 1),
                      before == .keyword || before == .comma || before == .leftParen
                        || (before == .identifier && kind(cursor - 2) == .period && isImplicitMemberPeriod(cursor - 2)) else { return false }
                cursor -= 1
            case .keyword:
                if isText(cursor, "case") { return true }
                guard isText(cursor, "let") || isText(cursor, "var") || isText(cursor, "is") || isText(cursor, "as")
                    || isText(cursor, "_") || isText(cursor, "self") || isText(cursor, "Self") else { return false }
                cursor -= 1
            case .identifier, .period, .comma, .number:
                cursor -= 1
            case .stringEnd:
                guard let start = stringLiteralStart(ofEnd: cursor) else { return false }
                cursor = start - 1
            default:
                return false
            }
        }
        return false
    }

    /// Whether the `.` at `period` starts an implicit member (`.response`), not a member access
    /// (`value.response`, `self.response`, `f().response`).
    private func isImplicitMemberPeriod(_ period: Int) -> Bool {
        guard let before = kind(period - 1) else { return true }
        switch before {
        case .identifier, .rightParen, .rightBracket, .rightBrace, .stringEnd, .number: return false
        case .keyword: return !(isText(period - 1, "self") || isText(period - 1, "Self") || isText(period - 1, "super"))
        default: return true
        }
    }

    /// The `stringStart` of the literal that `end` closes, searching back over nested literals.
    private func stringLiteralStart(ofEnd end: Int) -> Int? {
        var depth = 0
        var cursor = end
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .stringEnd: depth += 1
            case .stringStart:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor -= 1
        }
        return nil
    }
}

// MARK: Expressions
extension SourceFile {
    /// The tokens of `range` up to its first comma outside brackets (a call's first argument, a
    /// collection literal's element).
    public func firstItem(in range: Range<Int>) -> Range<Int> {
        var cursor = range.lowerBound
        while cursor < range.upperBound, kind(cursor) != .comma { cursor = indexAfterGroup(cursor) }
        return range.lowerBound..<min(cursor, range.upperBound)
    }

    /// The comma-separated items of `range`, commas inside brackets and string literals not counted.
    public func items(in range: Range<Int>) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let item = firstItem(in: start..<range.upperBound)
            if !item.isEmpty { items.append(item) }
            start = item.upperBound + 1
        }
        return items
    }

    /// The first `:` of `range` outside brackets and string literals.
    public func firstTopLevelColon(in range: Range<Int>) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if kind(cursor) == .colon { return cursor }
            cursor = indexAfterGroup(cursor)
        }
        return nil
    }

    /// `range` without enclosing parentheses and trailing casts: `(query as CFDictionary)` and
    /// `query as! CFDictionary` → `query`; `[…] as NSDictionary as CFDictionary` → `[…]`.
    public func withoutCasts(_ range: Range<Int>) -> Range<Int> {
        var range = range
        // Each step drops at least one token, so the loop ends.
        while !range.isEmpty {
            if kind(range.lowerBound) == .leftParen, partner(range.lowerBound) == range.upperBound - 1 {
                range = range.lowerBound + 1..<range.upperBound - 1
                continue
            }
            var cursor = range.lowerBound
            while cursor < range.upperBound, !isWord(cursor, "as") { cursor = indexAfterGroup(cursor) }
            guard cursor < range.upperBound, cursor > range.lowerBound else { return range }
            range = range.lowerBound..<cursor
        }
        return range
    }

    /// The key and value tokens of each element of the dictionary literal whose `[` is `open`; nil
    /// when the brackets hold no top-level `:` (an array literal or subscript) or do not close.
    /// `[:]` has no elements.
    public func dictionaryLiteralElements(_ open: Int) -> [(key: Range<Int>, value: Range<Int>)]? {
        guard kind(open) == .leftBracket, let close = partner(open) else { return nil }
        if close == open + 2, kind(open + 1) == .colon { return [] }
        var elements: [(key: Range<Int>, value: Range<Int>)] = []
        for item in items(in: open + 1..<close) {
            guard let colon = firstTopLevelColon(in: item) else { return nil }
            elements.append((item.lowerBound..<colon, colon + 1..<item.upperBound))
        }
        return elements.isEmpty ? nil : elements
    }

    /// Whether the expression of tokens `start..<end` is an operand of `==` or `!=` (casts after
    /// it, and parentheses around it with its casts, looked through).
    public func isEqualityOperand(from start: Int, to end: Int) -> Bool {
        func isEquality(_ token: Int) -> Bool {
            kind(token) == .operator && (isText(token, "==") || isText(token, "!="))
        }
        var start = start
        var after = end
        while true {
            while isWord(after, "as") {
                after += 1
                if kind(after) == .operator, isText(after, "!") || isText(after, "?") { after += 1 }
                // The type: `String`, `Swift.String`, `CFString?`.
                after += 1
                while kind(after) == .period, kind(after + 1) == .identifier { after += 2 }
                while kind(after) == .operator, isText(after, "?") || isText(after, "!"), !tokens[after].flags.contains(.spaceBefore) { after += 1 }
            }
            // `(kSecAttrAccessibleAlways as String)`: parentheses around the operand alone (not a call's) are looked through.
            let open = start - 1
            guard kind(open) == .leftParen, partner(open) == after, !isCallParenthesis(open) else { break }
            start = open
            after += 1
        }
        return isEquality(start - 1) || isEquality(after)
    }

    /// Whether the `(` at `open` opens a call's argument list: it follows a name, `)`, `]`, `>`, `?` or `!`
    /// on the same line.
    private func isCallParenthesis(_ open: Int) -> Bool {
        guard !tokens[open].flags.contains(.spaceBefore), !tokens[open].flags.contains(.newlineBefore), let before = kind(open - 1) else {
            return false
        }
        return before == .identifier || before == .rightParen || before == .rightBracket || before == .keyword
            || before == .operator && (isText(open - 1, "?") || isText(open - 1, "!") || isText(open - 1, ">"))
    }
}

// MARK: Braces, calls and closures

/// What a `{ … }` is, as far as its tokens tell.
public enum BraceRole: Sendable {
    /// The body of a closure, function, initialiser or accessor: code that runs when called.
    case callable
    /// The block of an `if`, `guard … else`, `for`, `while`, `repeat`, `switch`, `do`, `catch` or `defer`.
    case statementBlock
    /// A type's or extension's member list.
    case typeBody
}

extension SourceFile {
    /// Whether the word at `index` is one that ends `repeat { … } while`: a `while` right after the
    /// `}` of a `repeat` block.
    private func isRepeatWhile(_ index: Int) -> Bool {
        guard index > 0, kind(index - 1) == .rightBrace, let open = partner(index - 1) else { return false }
        return isWord(open - 1, "repeat")
    }

    /// What the `{` at `open` opens, read from the tokens before it at the same bracket level, back
    /// to the previous statement's `}` (or `;`, or the enclosing bracket). A statement keyword
    /// (`if`, `for`, `switch`, …) before the brace makes it a statement block; `func`/`init`/`deinit`/
    /// `subscript` a body; a type keyword a member list; anything else a closure (a trailing
    /// closure, or an accessor). Each walk stops at the `}` of the previous brace on its level, so
    /// the walks of all braces of a file cover each token once.
    public func braceRole(_ open: Int) -> BraceRole {
        guard open > 0 else { return .callable }
        if isWord(open - 1, "else") || isWord(open - 1, "do") || isWord(open - 1, "repeat") || isWord(open - 1, "defer") {
            return .statementBlock
        }
        var cursor = open - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            switch token.kind {
            case .rightBrace, .semicolon, .leftBrace, .leftParen, .leftBracket:
                return .callable
            case .rightParen, .rightBracket:
                guard let other = partner(cursor) else { return .callable }
                cursor = other - 1
                continue
            case .keyword where kind(cursor - 1) == .period:
                // A member named by a keyword (`.if(condition) { … }`, a common custom modifier).
                break
            case .keyword:
                switch token.length {
                case 2 where isText(cursor, "if") || isText(cursor, "do"),
                     3 where isText(cursor, "for"),
                     5 where isText(cursor, "guard") || isText(cursor, "catch"),
                     6 where isText(cursor, "switch"):
                    return .statementBlock
                case 5 where isText(cursor, "while"):
                    if isRepeatWhile(cursor) { return .callable }
                    return .statementBlock
                case 4 where isText(cursor, "func") || isText(cursor, "enum"):
                    return isText(cursor, "enum") ? .typeBody : .callable
                case 4 where isText(cursor, "init") && kind(cursor - 1) != .period:
                    return .callable
                case 6 where isText(cursor, "deinit") || isText(cursor, "struct"),
                     9 where isText(cursor, "subscript") || isText(cursor, "extension"),
                     8 where isText(cursor, "protocol"):
                    return isText(cursor, "deinit") || isText(cursor, "subscript") ? .callable : .typeBody
                case 5 where isText(cursor, "class"):
                    // `class Name {`, not the modifier of `class func` (whose `func` came first).
                    if kind(cursor + 1) == .identifier { return .typeBody }
                default:
                    break
                }
            case .identifier where token.length == 5 && isText(cursor, "actor"):
                if kind(cursor + 1) == .identifier, !tokens[cursor + 1].flags.contains(.newlineBefore),
                   cursor == 0 || tokens[cursor].flags.contains(.newlineBefore) || kind(cursor - 1) != .period {
                    return .typeBody
                }
            default:
                break
            }
            cursor -= 1
        }
        return .callable
    }

    /// The last token of the call whose callee is the name at `callee`: its `(…)` arguments and any
    /// trailing closures (`{ … } label: { … }`) on the same line; nil when no call follows the name.
    public func callEnd(callee: Int) -> Int? {
        var cursor = callee + 1
        var end: Int?
        if kind(cursor) == .leftParen, !tokens[cursor].flags.contains(.newlineBefore) {
            guard let close = partner(cursor) else { return nil }
            end = close
            cursor = close + 1
        }
        guard let closure = trailingClosureEnd(at: cursor) else { return end }
        end = closure
        cursor = closure + 1
        // Further trailing closures: `label: { … }`.
        while kind(cursor) == .identifier, kind(cursor + 1) == .colon, let next = trailingClosureEnd(at: cursor + 2) {
            end = next
            cursor = next + 1
        }
        return end
    }

    /// The `}` of a trailing closure opening at `index` on the line of the call.
    private func trailingClosureEnd(at index: Int) -> Int? {
        guard kind(index) == .leftBrace, !tokens[index].flags.contains(.newlineBefore), braceRole(index) == .callable else {
            return nil
        }
        return partner(index)
    }

    /// The first parameter name of the closure opening at `open` (`{ continuation in`,
    /// `{ [weak self] (continuation) in`, `{ (continuation: Continuation) in`); nil without a
    /// signature, or for `_`.
    public func closureParameterName(_ open: Int) -> Int? {
        var cursor = open + 1
        while kind(cursor) == .attribute { cursor += 1 }
        if kind(cursor) == .leftBracket, let close = partner(cursor) { cursor = close + 1 }
        var name: Int?
        if kind(cursor) == .leftParen, let close = partner(cursor) {
            if kind(cursor + 1) == .identifier { name = cursor + 1 }
            cursor = close + 1
        } else if kind(cursor) == .identifier {
            name = cursor
            // `continuation, other in`: skip the other names.
            while kind(cursor + 1) == .comma, kind(cursor + 2) == .identifier || isWord(cursor + 2, "_") { cursor += 2 }
            cursor += 1
        } else {
            return nil
        }
        // `throws`, `async`, `-> T` may come before `in`; a signature is short.
        var steps = 0
        while cursor < tokens.count, steps < 16, !isWord(cursor, "in") {
            if kind(cursor) == .leftBrace || kind(cursor) == .rightBrace { return nil }
            cursor = indexAfterGroup(cursor)
            steps += 1
        }
        return isWord(cursor, "in") ? name : nil
    }
}

// MARK: Closures of calls

/// How a `{ … }` belongs to a call (rules.md, "Closure of a call"): `ForEach(items) { … }`,
/// `.onAppear { … }`, `Button { … } label: { … }`, `.sheet(isPresented: $shown, content: { … })`.
public struct ClosureOfCall: Sendable, Equatable {
    /// The callee's name token: `ForEach`, `onAppear` (after its `.`), `label`'s call `Button`.
    public var callee: Int
    /// The `(` of the call's arguments; nil for a call written with a trailing closure only.
    public var arguments: Int?
    /// The label of a labelled closure: `content` of `content: { … }` inside the parentheses, or of
    /// an additional trailing closure `label: { … }`; nil for the first trailing closure and an
    /// unlabelled argument.
    public var label: Int?
    /// A trailing closure (the first or an additional one), not an argument inside the parentheses.
    public var isTrailing: Bool
}

extension SourceFile {
    /// The call whose closure the `{` at `open` is, if it is one: the call's trailing closure (after
    /// the callee or its `)`), an additional trailing closure (`label: { … }` after the first), or a
    /// closure argument inside its parentheses. The body brace of a declaration (`func`, `init`,
    /// `subscript`, an accessor, a computed property, a type) or of a statement (`if`, `for`, …) is
    /// never one. Reads a few tokens before the brace (the statement walk of `braceRole` for a
    /// trailing closure, which covers each token of a file once over all its braces).
    public func closureOfCall(_ open: Int) -> ClosureOfCall? {
        guard kind(open) == .leftBrace, open > 0 else { return nil }
        let before = open - 1
        switch tokens[before].kind {
        case .rightParen:
            guard let paren = partner(before), let callee = callee(ofArguments: paren), !isAccessorWord(callee),
                  braceRole(open) == .callable else { return nil }
            return ClosureOfCall(callee: callee, arguments: paren, label: nil, isTrailing: true)
        case .identifier:
            guard isTrailingClosureCallee(before), braceRole(open) == .callable else { return nil }
            return ClosureOfCall(callee: before, arguments: nil, label: nil, isTrailing: true)
        case .leftParen, .comma:
            guard let paren = argumentsOpener(around: before), let callee = callee(ofArguments: paren) else { return nil }
            return ClosureOfCall(callee: callee, arguments: paren, label: nil, isTrailing: false)
        case .colon:
            let label = before - 1
            guard kind(label) == .identifier || kind(label) == .keyword else { return nil }
            if kind(label - 1) == .rightBrace {
                // `} label: {`: an additional trailing closure, when the closures before it lead back
                // to a first trailing closure.
                var first = label - 1
                while let previous = partner(first), kind(previous - 1) == .colon, kind(previous - 3) == .rightBrace,
                      kind(previous - 2) == .identifier || kind(previous - 2) == .keyword {
                    first = previous - 3
                }
                guard let firstOpen = partner(first), let call = closureOfCall(firstOpen), call.isTrailing, call.label == nil else {
                    return nil
                }
                return ClosureOfCall(callee: call.callee, arguments: call.arguments, label: label, isTrailing: true)
            }
            guard kind(label - 1) == .leftParen || kind(label - 1) == .comma, let paren = argumentsOpener(around: label - 1),
                  let callee = callee(ofArguments: paren) else { return nil }
            return ClosureOfCall(callee: callee, arguments: paren, label: label, isTrailing: false)
        default:
            return nil
        }
    }

    /// The `(` that a `(` or an argument's `,` at `index` belongs to.
    private func argumentsOpener(around index: Int) -> Int? {
        if kind(index) == .leftParen { return index }
        guard let open = enclosingOpener(of: index), kind(open) == .leftParen else { return nil }
        return open
    }

    /// The name a call's `(` at `paren` follows on its line (`name(`, `.name(`, `Type.init(`, `.if(`); nil
    /// for a declaration's parameters (`func name(`, `init(`, `subscript(`) and anything else.
    private func callee(ofArguments paren: Int) -> Int? {
        let name = paren - 1
        guard name >= 0, !tokens[paren].flags.contains(.newlineBefore) else { return nil }
        switch tokens[name].kind {
        case .identifier:
            return isWord(name - 1, "func") ? nil : name
        case .keyword:
            // A member named by a keyword (`Type.init(…)`, a custom `.if(…)`); a bare `init(` declares.
            return kind(name - 1) == .period ? name : nil
        default:
            return nil
        }
    }

    /// Accessor words that open a body (`get {`, `set(newValue) {`, `didSet {`) and `async` of a
    /// signature (`func load() async {`), unless written as a member (`queue.async { … }`).
    private func isAccessorWord(_ index: Int) -> Bool {
        guard kind(index - 1) != .period else { return false }
        switch tokens[index].length {
        case 3: return isText(index, "get") || isText(index, "set")
        case 5: return isText(index, "async") || isText(index, "_read")
        case 6: return isText(index, "didSet")
        case 7: return isText(index, "willSet") || isText(index, "_modify")
        default: return false
        }
    }

    /// Whether the name right before a `{` calls it (`VStack {`, `.onAppear {`, `queue.async {`)
    /// rather than ending a declaration's type (`var body: some View {`, `-> Content {`,
    /// `where T: Equatable {`) or being an accessor (`get {`).
    func isTrailingClosureCallee(_ name: Int) -> Bool {
        if isAccessorWord(name) { return false }
        // A type path `Kit.Model` is read back to its start; any other member (`.onAppear`,
        // `items.first`, `view.task`) is a call.
        var start = name
        while kind(start - 1) == .period {
            guard kind(start - 2) == .identifier, startsUppercase(start - 2) else { return true }
            start -= 2
        }
        guard start > 0, !tokens[start].flags.contains(.newlineBefore) else { return true }
        switch tokens[start - 1].kind {
        case .arrow, .identifier, .rightParen, .rightBracket:
            // `-> View {`, `some View {`, `get async {`: a signature or type, never an operand before a call.
            return false
        case .operator:
            return !isText(start - 1, "&")
        case .colon:
            return !isTypeAnnotationColon(start - 1)
        default:
            return true
        }
    }

    /// Whether the `:` at `colon` annotates a declaration's type or constrains a generic parameter
    /// (`var body: View`, `where T: Equatable`, `where A: P, B: Q`) rather than ending an argument
    /// label or a `case` pattern. Walks back over the statement on its level, a bounded number of steps.
    private func isTypeAnnotationColon(_ colon: Int) -> Bool {
        if kind(colon - 1) == .identifier, isWord(colon - 2, "var") || isWord(colon - 2, "let") { return true }
        var cursor = colon - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            steps += 1
            switch tokens[cursor].kind {
            case .rightParen, .rightBracket:
                guard let open = partner(cursor) else { return false }
                cursor = open - 1
                continue
            case .leftParen, .leftBracket, .leftBrace, .rightBrace, .semicolon:
                return false
            case .keyword:
                if isText(cursor, "where") { return true }
                if isText(cursor, "case") || isText(cursor, "default") || isText(cursor, "let") || isText(cursor, "var") { return false }
            default:
                break
            }
            cursor -= 1
        }
        return false
    }
}
