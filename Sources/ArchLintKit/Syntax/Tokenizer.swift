/// The tokens of one file: code tokens (string-literal pieces and interpolated code included)
/// in `tokens`, comments apart in `comments`, so that neighbouring code tokens are neighbours.
public struct TokenStream: Sendable {
    /// Each balanced `(`, `[`, `{` and its closer holds the distance to its partner.
    public var tokens: [Token]
    public var comments: [Token]
    /// Partners further apart than a token's distance field reaches, in both directions.
    var farPartners: FarPartners?
    /// Byte offset where each line starts; line 1 is index 0.
    public var lineStarts: [Int32]
    /// The words of `MentionedWords` the code spells.
    public var mentions: MentionedWords
    /// The tokens the type-name walks act on (`TypeNameStops`), in order.
    public var typeNameStops: [Int32]
}

/// Bracket partners further apart than a token's own field reaches (nesting hundreds of thousands
/// deep), by token: a table made at the first such pair, sized by the file's bytes (which bound its
/// tokens) and written only where such pairs are, so that its untouched pages cost nothing. A
/// dictionary of them grew by rehashing, and made such nesting cost more than twice as much for
/// twice as many brackets.
final class FarPartners: @unchecked Sendable {
    // Written only while the file is tokenized, read only afterwards.
    private let partners: UnsafeMutablePointer<Int32>

    init(capacity: Int) { partners = .allocate(capacity: capacity) }

    deinit { partners.deallocate() }

    func pair(_ opener: Int, _ closer: Int) {
        partners[opener] = Int32(closer)
        partners[closer] = Int32(opener)
    }

    /// The partner of a bracket paired here.
    subscript(token: Int) -> Int { Int(partners[token]) }
}

/// Splits Swift source (UTF-8 bytes) into tokens. Never fails: any bytes give a stream, and a
/// construct left open at the end of the file ends there with `.unterminated`.
public enum Tokenizer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        var comments: [Token] = []
        var farPartners: FarPartners?
        var lineStarts: [Int32] = []
        var mentions = MentionedWords()
        var typeNameStops: [Int32] = []
        // Every token holds at least one byte, so the byte count bounds the token count: the
        // lexer writes into the array's own storage, whose pages past the last token stay untouched.
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count) { tokenStorage, tokenCount in
            bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(buffer, tokens: TokenBuffer(tokens: tokenStorage))
                defer {
                    lexer.tokens.deallocate()
                    lexer.typeNameStops.deallocate()
                }
                lexer.run()
                tokenCount = lexer.tokens.count
                comments = lexer.comments
                lineStarts = lexer.lineStarts
                farPartners = lexer.tokens.farPartners
                mentions = lexer.mentions
                typeNameStops = lexer.typeNameStops.array
            }
        }
        return TokenStream(tokens: tokens, comments: comments, farPartners: farPartners, lineStarts: lineStarts, mentions: mentions,
                           typeNameStops: typeNameStops)
    }
}

/// The code tokens as the lexer appends them, written straight into uninitialised storage
/// (`Array.append` checks uniqueness and capacity through calls, and every token is appended),
/// with bracket partners paired as closers come, while the openers are still in cache.
private struct TokenBuffer {
    private let tokens: UnsafeMutableBufferPointer<Token>
    /// The openers not closed yet, innermost last.
    private let openers: UnsafeMutablePointer<Int32>
    private var depth = 0
    private(set) var count = 0
    private(set) var farPartners: FarPartners?

    init(tokens: UnsafeMutableBufferPointer<Token>) {
        self.tokens = tokens
        openers = .allocate(capacity: tokens.count)
    }

    func deallocate() { openers.deallocate() }

    var last: Token? { count > 0 ? tokens[count - 1] : nil }

    @inline(__always) mutating func append(_ token: Token) {
        precondition(count < tokens.count, "more tokens than bytes")
        tokens.baseAddress.unsafelyUnwrapped.advanced(by: count).initialize(to: token)
        count += 1
    }

    @inline(__always) mutating func appendOpener(_ token: Token) {
        openers[depth] = Int32(count)
        depth += 1
        append(token)
    }

    /// Pairs the closer with the innermost of the top eight openers it closes; the unclosed ones
    /// above that (half-typed code) are dropped, so broken code cannot unbalance everything after
    /// it. A closer that closes none of them stays unpaired.
    @inline(__always) mutating func appendCloser(_ token: Token) {
        let index = count
        append(token)
        let deepest = max(depth - 8, 0)
        var match = depth - 1
        while match >= deepest, !tokens[Int(openers[match])].kind.isClosed(by: token.kind) { match -= 1 }
        guard match >= deepest else { return }
        let opener = Int(openers[match])
        let distance = index - opener
        if distance < -Int(Token.farPartner) {
            tokens[opener].partnerDistance = Int32(distance)
            tokens[index].partnerDistance = -Int32(distance)
        } else {
            tokens[opener].partnerDistance = Token.farPartner
            tokens[index].partnerDistance = Token.farPartner
            if farPartners == nil { farPartners = FarPartners(capacity: tokens.count) }
            farPartners.unsafelyUnwrapped.pair(opener, index)
        }
        depth = match
    }

    /// Adds `flags` to the last token, when there is one.
    @inline(__always) mutating func markLast(_ flags: TokenFlags) {
        if count > 0 { tokens[count - 1].flags.formUnion(flags) }
    }
}

/// An open string literal waiting for the `)` that ends one of its interpolations.
private struct OpenInterpolation {
    var hashCount: Int
    var multiline: Bool
    /// Unclosed `(` inside the interpolation's code.
    var parenDepth: Int
}

private struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    /// Held here: reading the global on every identifier costs a `swift_once` call.
    let reservedWords = Keywords.reservedWords
    var position = 0
    var tokens: TokenBuffer
    var comments: [Token] = []
    /// Noted at every line break the lexer passes, in white space, comments and string literals alike.
    var lineStarts: [Int32] = [0]
    var interpolations: [OpenInterpolation] = []
    var mentions = MentionedWords()
    var typeNameStops: TypeNameStopBuffer
    /// Set when white space, a comment or a line break was skipped since the last code token.
    var sawSpace = true
    var sawNewline = true

    init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: TokenBuffer) {
        self.bytes = bytes
        self.count = bytes.count
        self.tokens = tokens
        typeNameStops = TypeNameStopBuffer(sourceBytes: bytes.count)
        lineStarts.reserveCapacity(bytes.count / 32 + 1)
    }

    @inline(__always) func byte(_ at: Int) -> UInt8 { at < count ? bytes[at] : 0 }

    /// The eight bytes from `at` (which must leave eight) as one little-endian integer.
    @inline(__always) func load8(at: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian
    }

    mutating func run() {
        // A UTF-8 byte order mark, then an optional `#!` line.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStarts[0] = 3
        }
        if byte(position) == UInt8(ascii: "#"), byte(position + 1) == UInt8(ascii: "!") {
            let start = position
            while position < count, !isLineBreak(bytes[position]) { position += 1 }
            appendComment(.shebang, from: start, flags: [])
        }
        while position < count {
            // White space and line breaks come between most tokens: skipped here, without a call.
            let c = bytes[position]
            if isBlank(c) {
                // The whole run at once, spaces eight at a time: indentation is a large share of the bytes.
                position += 1
                while position + 8 <= count {
                    let spaces = (load8(at: position) ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
                    position += spaces
                    if spaces < 8 { break }
                }
                while position < count, isBlank(bytes[position]) { position += 1 }
                sawSpace = true
            } else if isLineBreak(c) {
                noteLineBreak(at: position)
                position += 1
                sawSpace = true
                sawNewline = true
            } else if c < 0x80, isIdentifierStart(c) {
                // The most common token, tested before the switch: its jump is hard to predict.
                lexIdentifier()
            } else {
                lexCodeToken()
            }
        }
        tokens.markLast(.spaceAfter)
        // Strings still open at the end of the file: mark their last piece.
        if !interpolations.isEmpty { tokens.markLast(.unterminated) }
    }

    /// Notes the line that starts after the line break at `index`; `\r\n` is one line break,
    /// noted at its `\n`.
    @inline(__always) mutating func noteLineBreak(at index: Int) {
        if bytes[index] == 0x0D, byte(index + 1) == 0x0A { return }
        lineStarts.append(Int32(index + 1))
    }

    /// Moves past the name of an identifier, attribute or macro that starts at `nameStart`, noting
    /// the word it spells (`MentionedWords`).
    @inline(__always) mutating func consumeName(from nameStart: Int) {
        position = identifierEnd(from: nameStart)
        mentions.formUnion(MentionedWords.spelled(bytes, start: nameStart, length: position - nameStart))
    }

    mutating func noteLineBreaks(from start: Int, to end: Int) {
        for index in start..<end where isLineBreak(bytes[index]) { noteLineBreak(at: index) }
    }

    // MARK: Emitting

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, flags extra: TokenFlags = TokenFlags()) {
        var flags = extra
        if sawSpace {
            flags.insert(.spaceBefore)
            // A token has space after it exactly when the next one has space before it (the
            // last one always, marked at the end).
            tokens.markLast(.spaceAfter)
        }
        if sawNewline { flags.insert(.newlineBefore) }
        sawSpace = false
        sawNewline = false
        let length = position - start
        if _slowPath(length > Token.maxLength) { return emitPieces(kind, from: start, flags: flags) }
        // Decided at compile time where `kind` is a constant, as nearly everywhere. A bracket's
        // value is its partner distance, none yet.
        switch kind {
        case .leftParen, .leftBracket, .leftBrace:
            tokens.appendOpener(Token(uncheckedKind: kind, flags: flags, offset: Int32(start), value: 0))
        case .rightParen, .rightBracket, .rightBrace:
            tokens.appendCloser(Token(uncheckedKind: kind, flags: flags, offset: Int32(start), value: 0))
        default:
            tokens.append(Token(uncheckedKind: kind, flags: flags, offset: Int32(start), value: Int32(length)))
        }
    }

    /// Each piece is a type-name stop by its own first bytes (`TypeNameStops.isStop`); the callers
    /// note only names that fit one token.
    @inline(never) private mutating func emitPieces(_ kind: TokenKind, from start: Int, flags: TokenFlags) {
        for piece in pieces(kind, from: start, flags: flags) {
            if TypeNameStops.isStop(piece, in: bytes) { typeNameStops.append(tokens.count) }
            tokens.append(piece)
        }
    }

    mutating func emitComment(_ kind: TokenKind, from start: Int, flags: TokenFlags = []) {
        appendComment(kind, from: start, flags: flags)
        sawSpace = true
    }

    private mutating func appendComment(_ kind: TokenKind, from start: Int, flags: TokenFlags) {
        guard position - start <= Token.maxLength else {
            comments.append(contentsOf: pieces(kind, from: start, flags: flags))
            return
        }
        comments.append(Token(kind: kind, flags: flags, offset: Int32(start), length: Int32(position - start)))
    }

    /// The text from `start` to `position` as tokens of `kind` of at most `Token.maxLength` bytes,
    /// cut between characters: a token's length has 20 bits, and only a megabyte of one string
    /// literal, comment or run of stray bytes comes here. The first piece has the flags about the
    /// text before it, the last `unterminated`.
    private func pieces(_ kind: TokenKind, from start: Int, flags: TokenFlags) -> [Token] {
        var pieces: [Token] = []
        var pieceStart = start
        while pieceStart < position {
            var end = min(pieceStart + Token.maxLength, position)
            // Not inside a UTF-8 sequence: back to the byte that starts it.
            if end < position {
                var cut = end
                while cut > pieceStart + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
                end = cut
            }
            var pieceFlags = pieceStart == start ? flags.subtracting(.unterminated) : []
            if end == position { pieceFlags.formUnion(flags.intersection(.unterminated)) }
            pieces.append(Token(kind: kind, flags: pieceFlags, offset: Int32(pieceStart), length: Int32(end - pieceStart)))
            pieceStart = end
        }
        return pieces
    }

    // MARK: Code

    /// Lexes the token or comment at `position`, which is not white space or a line break.
    mutating func lexCodeToken() {
        let start = position
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "/"):
            if byte(position + 1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if byte(position + 1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else if regexMayStart(operatorStart: position), let end = bareRegexEnd(from: position) {
                position = end
                emit(.regexLiteral, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "\""):
            lexStringStart(hashCount: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "("):
            position += 1
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            position += 1
            emit(.rightParen, from: start)
            if let top = interpolations.last {
                if top.parenDepth == 0 {
                    interpolations.removeLast()
                    lexStringBody(hashCount: top.hashCount, multiline: top.multiline)
                } else {
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
            }
        case UInt8(ascii: "{"): position += 1; emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): position += 1; emit(.rightBrace, from: start)
        case UInt8(ascii: "["): position += 1; emit(.leftBracket, from: start)
        case UInt8(ascii: "]"): position += 1; emit(.rightBracket, from: start)
        case UInt8(ascii: ","): position += 1; emit(.comma, from: start)
        case UInt8(ascii: ":"): position += 1; emit(.colon, from: start)
        case UInt8(ascii: ";"): position += 1; emit(.semicolon, from: start)
        case UInt8(ascii: "@"):
            position += 1
            if startsIdentifier(at: position) {
                consumeName(from: position)
                // A longer one is noted piece by piece (`emitPieces`).
                if TypeNameStops.isUppercaseASCII(bytes[start + 1]), position - start <= Token.maxLength {
                    typeNameStops.append(tokens.count)
                }
                emit(.attribute, from: start)
            } else {
                emit(.atSign, from: start)
            }
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            position = identifierEnd(from: position + 1)
            emit(.identifier, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\\"):
            position += 1
            emit(.backslash, from: start)
        case UInt8(ascii: "."):
            // After a key path's `\`, a dot is always a period: `\.?.count`, `\.self`, `\.!`. So is
            // the dot of a key path's `.!`/`.?` after a postfix `?`/`!` (`\String?.!.count`), which the
            // parser splits off the operator (no expression has a `?.!`).
            let afterBackslash = tokens.last.map { $0.kind == .backslash && Int($0.end) == start } ?? false
            let next = byte(position + 1)
            if !afterBackslash, isOperatorByte(next) || next == UInt8(ascii: "."), !startsKeyPathOptionalComponent(at: start) {
                lexOperator()
            } else {
                position += 1
                emit(.period, from: start)
            }
        default:
            if c >= 0x80 {
                // Non-ASCII: an operator character (`≠`, `→`, `•`), an identifier, or an invalid byte.
                let scalar = decodeScalar(at: position)
                if scalar.value == invalidScalar {
                    position += scalar.length
                    emit(.unknown, from: start)
                } else if isOperatorHead(scalar.value) {
                    lexOperator()
                } else {
                    lexIdentifier()
                }
            } else if isIdentifierStart(c) {
                lexIdentifier()
            } else if c == UInt8(ascii: "<"), let end = editorPlaceholderEnd(from: position) {
                position = end
                emit(.identifier, from: start)
            } else if isOperatorByte(c) {
                lexOperator()
            } else {
                position += 1
                emit(.unknown, from: start)
            }
        }
    }

    mutating func lexIdentifier() {
        let start = position
        consumeName(from: start)
        let kind: TokenKind = reservedWords.contains(bytes, start: start, length: position - start) ? .keyword : .identifier
        emit(kind, from: start)
        noteNameStop(kind, from: start)
    }

    /// Notes the name just emitted from `start` when it is a type-name stop: a name whose first
    /// byte is uppercase or non-ASCII (keywords `Self` and `Any` too), or `import`. Decided after
    /// the name is read, on its first byte again: a value kept across the reading loop took a
    /// register from it, and cost more there than the load.
    @inline(__always) mutating func noteNameStop(_ kind: TokenKind, from start: Int) {
        let first = bytes[start]
        // A name starts with a letter, `_` or a non-ASCII byte: outside `_`…`z`, it is uppercase or non-ASCII.
        let mayStartUppercase = first &- UInt8(ascii: "_") > UInt8(ascii: "z") - UInt8(ascii: "_")
        // `import` is the only reserved word of six bytes starting with `i`.
        if mayStartUppercase || (first == UInt8(ascii: "i") && position &- start == 6 && kind == .keyword) {
            // A name cut into pieces (`emitPieces`) is noted there.
            if position &- start <= Token.maxLength { typeNameStops.append(tokens.count &- 1) }
        }
    }

    /// Whether an identifier (or attribute, macro or `$` name) can start at `at`.
    @inline(__always) func startsIdentifier(at index: Int) -> Bool {
        guard index < count else { return false }
        let c = bytes[index]
        if c < 0x80 { return isIdentifierStart(c) }
        let scalar = decodeScalar(at: index)
        return scalar.value != invalidScalar && !isOperatorHead(scalar.value)
    }

    /// The end of the identifier characters from `index` on: ASCII letters, digits and `_`, and
    /// any valid non-ASCII scalar that is not an operator character.
    @inline(__always) func identifierEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            // Eight bytes at a time, to the first that is not an ASCII identifier byte.
            if end + 8 <= count {
                let stops = nonIdentifierBytes(load8(at: end))
                if stops == 0 {
                    end += 8
                    continue
                }
                end += stops.trailingZeroBitCount / 8
            }
            let c = bytes[end]
            if c < 0x80 {
                guard isIdentifierContinue(c) else { break }
                end += 1
            } else {
                let scalar = decodeScalar(at: end)
                guard scalar.value != invalidScalar, !isOperatorHead(scalar.value) else { break }
                end += scalar.length
            }
        }
        return end
    }

    /// Decodes the UTF-8 scalar starting at `index` (a byte ≥ 0x80) without allocating; an
    /// invalid or truncated sequence gives `invalidScalar` with length 1.
    @inline(__always) func decodeScalar(at index: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[index])
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; value = b0 & 0x1F; minimum = 0x80
        case 0xE0...0xEF: length = 3; value = b0 & 0x0F; minimum = 0x800
        case 0xF0...0xF4: length = 4; value = b0 & 0x07; minimum = 0x10000
        default: return (invalidScalar, 1)
        }
        guard index + length <= count else { return (invalidScalar, 1) }
        for k in 1..<length {
            let b = UInt32(bytes[index + k])
            guard b & 0xC0 == 0x80 else { return (invalidScalar, 1) }
            value = value << 6 | (b & 0x3F)
        }
        if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return (invalidScalar, 1) }
        return (value, length)
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        var end = position + 1
        while end < count, bytes[end] != UInt8(ascii: "`"), !isLineBreak(bytes[end]) { end += 1 }
        if end < count, bytes[end] == UInt8(ascii: "`"), end > start + 1 {
            position = end + 1
            if position - start <= Token.maxLength { typeNameStops.append(tokens.count) }
            emit(.identifier, from: start)
        } else {
            position += 1
            emit(.unknown, from: start)
        }
    }

    mutating func lexNumber() {
        let start = position
        // After `tuple.`, only an integer member index follows: `t.0.1` is two indices.
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == start } ?? false
        let isHex = bytes[position] == UInt8(ascii: "0") && (byte(position + 1) | 0x20) == UInt8(ascii: "x")
        if isHex || (bytes[position] == UInt8(ascii: "0") && ((byte(position + 1) | 0x20) == UInt8(ascii: "o") || (byte(position + 1) | 0x20) == UInt8(ascii: "b"))) {
            position += 2
        }
        let exponent: UInt8 = isHex ? UInt8(ascii: "p") : UInt8(ascii: "e")
        while position < count {
            let c = bytes[position]
            if c < 0x80, isIdentifierContinue(c) {
                position += 1
                if (c | 0x20) == exponent, !afterPeriod, byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") {
                    position += 1
                }
            } else if c == UInt8(ascii: "."), !afterPeriod, isDigitFor(hex: isHex, byte(position + 1)) {
                if isHex, !hexFractionHasExponent(dot: position), !isDigitFor(hex: false, byte(position + 1)) {
                    // `0xff.description`: a member access, not a hex float.
                    break
                }
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    /// Whether the hex digits after the `.` at `dot` end with a `p` exponent, as a hex float must.
    func hexFractionHasExponent(dot: Int) -> Bool {
        var index = dot + 1
        while index < count, isDigitFor(hex: true, bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        return (byte(index) | 0x20) == UInt8(ascii: "p")
    }

    func isDigitFor(hex: Bool, _ c: UInt8) -> Bool {
        if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { return true }
        return hex && ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f"))
    }

    /// The end of an editor placeholder starting at `start`: `<#` to the first `#>` on the same
    /// line (`<#Shared<SyncUp>#>`, `<#T##String#>`), one identifier as the toolchain's parser reads
    /// it. Nil when the line ends, or another `<#` starts, first: then `<` is an operator.
    func editorPlaceholderEnd(from start: Int) -> Int? {
        guard byte(start + 1) == UInt8(ascii: "#") else { return nil }
        var index = start + 2
        while index < count {
            switch bytes[index] {
            case 0x0A, 0x0D: return nil
            case UInt8(ascii: "<") where byte(index + 1) == UInt8(ascii: "#"): return nil
            case UInt8(ascii: "#") where byte(index + 1) == UInt8(ascii: ">"): return index + 2
            default: index += 1
            }
        }
        return nil
    }

    mutating func lexOperator() {
        let start = position
        let dotted = bytes[position] == UInt8(ascii: ".")
        position += bytes[position] < 0x80 ? 1 : decodeScalar(at: position).length
        // A prefix operator may run into a regex literal: `-/y/` is `-` and `/y/`.
        let prefixPosition = regexMayStart(operatorStart: start)
        while position < count {
            let c = bytes[position]
            // `//` and `/*` start comments even inside an operator.
            if c == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*") { break }
            if c == UInt8(ascii: "/"), prefixPosition, let end = bareRegexEnd(from: position) {
                emit(.operator, from: start)
                let regexStart = position
                position = end
                emit(.regexLiteral, from: regexStart)
                return
            }
            // An editor placeholder ends the operator before it: `=<#value#>` is `=` and the placeholder.
            if c == UInt8(ascii: "<"), editorPlaceholderEnd(from: position) != nil { break }
            if isOperatorByte(c) || (dotted && c == UInt8(ascii: ".")) {
                position += 1
            } else if c >= 0x80 {
                let scalar = decodeScalar(at: position)
                guard scalar.value != invalidScalar, isOperatorContinuation(scalar.value) else { break }
                position += scalar.length
            } else {
                break
            }
        }
        let length = position - start
        if length == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, from: start)
        } else if !dotted, bytes[start] == UInt8(ascii: "?") || bytes[start] == UInt8(ascii: "!"),
                  length > 1, !sawSpace, tokens.last.map({ $0.kind.endsExpression }) ?? false {
            // A postfix `?`/`!` right after a value (`a!==b` aside) stands alone: `x?.y`, `opt!+1`.
            position = start + 1
            emit(.operator, from: start)
        } else {
            emit(.operator, from: start)
        }
    }

    // MARK: Comments

    mutating func lexLineComment() {
        let start = position
        let isDoc = byte(position + 2) == UInt8(ascii: "/") && byte(position + 3) != UInt8(ascii: "/")
        while position < count, !isLineBreak(bytes[position]) { position += 1 }
        emitComment(isDoc ? .docLineComment : .lineComment, from: start)
    }

    /// Block comments nest to any depth; the depth is a counter, not recursion.
    mutating func lexBlockComment() {
        let start = position
        let isDoc = byte(position + 2) == UInt8(ascii: "*") && byte(position + 3) != UInt8(ascii: "*")
            && byte(position + 3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        while position < count, depth > 0 {
            let c = bytes[position]
            if c == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else if c == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else {
                if isLineBreak(c) {
                    noteLineBreak(at: position)
                    sawNewline = true
                }
                position += 1
            }
        }
        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, flags: depth > 0 ? .unterminated : [])
    }

    // MARK: Pound: raw strings, extended regexes, directives and macros

    mutating func lexPound() {
        let start = position
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(position + hashes)
        if after == UInt8(ascii: "\"") {
            lexStringStart(hashCount: hashes)
            return
        }
        if after == UInt8(ascii: "/"), let end = extendedRegexEnd(from: position, hashCount: hashes) {
            position = end.position
            // An extended regex literal may span lines.
            noteLineBreaks(from: start, to: position)
            emit(.regexLiteral, from: start, flags: end.terminated ? [] : .unterminated)
            return
        }
        position += 1
        if hashes == 1, startsIdentifier(at: position) {
            consumeName(from: position)
            if isConditionalDirective(start) {
                typeNameStops.append(tokens.count)
                emit(.directive, from: start)
            } else {
                emit(.macro, from: start)
            }
        } else {
            emit(.unknown, from: start)
        }
    }

    /// Whether the `.` at `start` begins a key path's `.!` or `.?` directly after a postfix `?` or `!`.
    @inline(__always) func startsKeyPathOptionalComponent(at start: Int) -> Bool {
        let next = byte(start + 1)
        guard next == UInt8(ascii: "!") || next == UInt8(ascii: "?"), let last = tokens.last, last.kind == .operator,
              Int(last.end) == start, last.length == 1 else { return false }
        let mark = bytes[start - 1]
        return mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!")
    }

    @inline(__always) func isConditionalDirective(_ start: Int) -> Bool {
        let length = position - start
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let w = word.utf8Start
            for index in 0..<length where w[index] != bytes[start + index] { return false }
            return true
        }
        return matches("#if") || matches("#elseif") || matches("#else") || matches("#endif")
    }

    // MARK: Strings

    /// At `#…#"`: emits the opening delimiter and lexes the body up to its end or to an interpolation.
    mutating func lexStringStart(hashCount: Int) {
        let start = position
        position += hashCount + 1
        var multiline = false
        if byte(position) == UInt8(ascii: "\""), byte(position + 1) == UInt8(ascii: "\""),
           !rawQuotesCloseOnTheirLine(from: position + 2, hashCount: hashCount) {
            multiline = true
            position += 2
        }
        emit(.stringStart, from: start)
        lexStringBody(hashCount: hashCount, multiline: multiline)
    }

    /// Whether a raw string's `#"""` is a single-line string's `#"` after all, as the Swift
    /// parser decides: the `"""` is directly followed by the delimiter's `#`s (`#"""#`, a quote
    /// character), or a `"` and those `#`s come later on its line (`#"""a"#`). `from`: just after
    /// the `"""`. Only raw strings: a `"""` without `#` always opens a multi-line string.
    func rawQuotesCloseOnTheirLine(from start: Int, hashCount: Int) -> Bool {
        guard hashCount > 0 else { return false }
        if hashesFollow(at: start, count: hashCount) { return true }
        var index = start
        while index < count, !isLineBreak(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\""), hashesFollow(at: index + 1, count: hashCount) { return true }
            index += 1
        }
        return false
    }

    /// Lexes literal text until the closing delimiter (emitting it) or an interpolation (pushing it).
    mutating func lexStringBody(hashCount: Int, multiline: Bool) {
        let segmentStart = position
        func flushSegment(_ lexer: inout Lexer, upTo end: Int) {
            if end > segmentStart {
                let saved = lexer.position
                lexer.position = end
                lexer.emit(.stringSegment, from: segmentStart)
                lexer.position = saved
            }
        }
        while position < count {
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if closesString(at: position, quotes: quotes, hashCount: hashCount) {
                    flushSegment(&self, upTo: position)
                    let start = position
                    position += quotes + hashCount
                    emit(.stringEnd, from: start)
                    return
                }
                position += 1
            } else if c == UInt8(ascii: "\\"), hashesFollow(at: position + 1, count: hashCount) {
                let escapeEnd = position + 1 + hashCount
                if byte(escapeEnd) == UInt8(ascii: "(") {
                    flushSegment(&self, upTo: position)
                    let start = position
                    position = escapeEnd
                    emit(.stringInterpolationStart, from: start)
                    let parenStart = position
                    position += 1
                    emit(.leftParen, from: parenStart)
                    interpolations.append(OpenInterpolation(hashCount: hashCount, multiline: multiline, parenDepth: 0))
                    return
                }
                // Any other escape: skip the escaped character (a line break, for a continued line).
                position = min(escapeEnd + 1, count)
                if byte(position - 1) == 0x0D, byte(position) == 0x0A { position += 1 }
                noteLineBreaks(from: min(escapeEnd, count), to: position)
            } else if isLineBreak(c) {
                // A single-line string cannot cross a line end: close it here as unterminated.
                guard multiline else {
                    flushSegment(&self, upTo: position)
                    markLastUnterminated(kind: .stringStart)
                    return
                }
                noteLineBreak(at: position)
                position += 1
            } else {
                position += 1
            }
        }
        flushSegment(&self, upTo: position)
        markLastUnterminated(kind: .stringStart)
    }

    mutating func markLastUnterminated(kind: TokenKind) {
        tokens.markLast(.unterminated)
        // Code after a broken single-line string is lexed as code again; its interpolations are abandoned.
        if !interpolations.isEmpty, position < count { interpolations.removeAll() }
    }

    func closesString(at index: Int, quotes: Int, hashCount: Int) -> Bool {
        for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { return false }
        return hashesFollow(at: index + quotes, count: hashCount)
    }

    func hashesFollow(at index: Int, count hashCount: Int) -> Bool {
        for offset in 0..<hashCount where byte(index + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Regex literals

    /// Whether a `/` (or an operator starting at `operatorStart` and holding a `/`) can open a
    /// regex literal, as in the Swift compiler's lexer: the operator must be in prefix position,
    /// that is not left-bound (white space, a comment, the file start or one of `( [ { , ; :`
    /// before it): `foo(/a/)`, `return /x+/`, `a /b/ c`, but not `x/y/z`. After `func` or
    /// `operator`, a `/` names the operator being declared.
    @inline(__always) func regexMayStart(operatorStart: Int) -> Bool {
        if !sawSpace, operatorStart > 0 {
            switch bytes[operatorStart - 1] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                break
            default:
                return false
            }
        }
        guard let previous = tokens.last, previous.kind == .keyword || previous.kind == .identifier else { return true }
        return !tokenIs(previous, "func") && !tokenIs(previous, "operator")
    }

    @inline(__always) func tokenIs(_ token: Token, _ word: StaticString) -> Bool {
        let start = Int(token.offset), length = Int(token.length)
        guard word.utf8CodeUnitCount == length else { return false }
        for index in 0..<length where word.utf8Start[index] != bytes[start + index] { return false }
        return true
    }

    /// The end of a `/…/` regex starting at `start`, or nil when this `/` is an operator: the
    /// literal must not start with white space, must close on the same line and must not hold
    /// an unbalanced `)` (so `reduce(0, /)` and `(a /) / b` stay operators).
    func bareRegexEnd(from start: Int) -> Int? {
        let first = byte(start + 1)
        if first == 0x20 || first == 0x09 || isLineBreak(first) || start + 1 >= count { return nil }
        var index = start + 1
        var parenDepth = 0
        while index < count {
            let c = bytes[index]
            if isLineBreak(c) { return nil }
            if c == UInt8(ascii: "\\") {
                // An escaped character; an escaped line break still ends the line.
                if isLineBreak(byte(index + 1)) { return nil }
                index += 2
                continue
            }
            // Like the compiler's delimiter lexer, a `/` inside `[…]` still closes the literal:
            // `/[a/]b/` is the regex `/[a/` followed by code.
            if c == UInt8(ascii: "(") {
                parenDepth += 1
            } else if c == UInt8(ascii: ")") {
                if parenDepth == 0 { return nil }
                parenDepth -= 1
            } else if c == UInt8(ascii: "/") {
                // A closing `/` right after white space reads as division: `a / b / c`.
                let before = bytes[index - 1]
                if before == 0x20 || before == 0x09 { return nil }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The end of `#/…/#` (any number of `#`), which may span lines when `#/` ends its line.
    func extendedRegexEnd(from start: Int, hashCount: Int) -> (position: Int, terminated: Bool)? {
        var index = start + hashCount + 1
        var multiline = false
        var probe = index
        while probe < count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        if probe >= count || isLineBreak(bytes[probe]) { multiline = true }
        while index < count {
            let c = bytes[index]
            if c == UInt8(ascii: "\\") {
                if !multiline, isLineBreak(byte(index + 1)) { return nil }
                index += 2
                continue
            }
            if !multiline, isLineBreak(c) { return nil }
            if c == UInt8(ascii: "/"), hashesFollow(at: index + 1, count: hashCount) {
                return (index + 1 + hashCount, true)
            }
            index += 1
        }
        return multiline ? (count, false) : nil
    }
}

// MARK: Character classes

@inline(__always) func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

/// Space, tab, vertical tab, form feed and NUL: white space that is not a line break.
@inline(__always) func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0x00 }

/// Letters, `_` and any byte of a non-ASCII character. A bit test rather than a chain of
/// comparisons: these run once per byte of every identifier.
@inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
    if c >= 0x80 { return true }
    // Bit n: byte 64 + n is `A`…`Z`, `_` or `a`…`z`; no byte below 64 is.
    return c >= 64 && (0x07FF_FFFE_87FF_FFFE as UInt64) >> (c & 63) & 1 != 0
}

/// The high bit of each byte of `word` that is not an ASCII letter, digit or `_` (non-ASCII bytes
/// included): exact for every byte, so the lowest one set is the first byte that ends the run.
@inline(__always) func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high = ones &* 0x80
    // Bytes below 0x80, so that adding to one never carries into the next.
    let ascii = word & ~high
    /// The high bit of each byte of `bytes` (all below 0x80) that is at least `bound`.
    func atLeast(_ bytes: UInt64, _ bound: UInt64) -> UInt64 { (bytes &+ ones &* (0x80 - bound)) & high }
    let folded = ascii | ones &* 0x20
    let letters = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
    let digits = atLeast(ascii, 0x30) & ~atLeast(ascii, 0x3A)
    let underscores = ~((ascii ^ ones &* 0x5F) &+ ones &* 0x7F) & high
    return ~(letters | digits | underscores) & high | word & high
}

/// Identifier bytes and digits.
@inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool {
    if c >= 0x80 { return true }
    // Bit n of the first mask: byte n is `0`…`9`; of the second, as in `isIdentifierStart`.
    let mask: UInt64 = c < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return mask >> (c & 63) & 1 != 0
}

@inline(__always) func isOperatorByte(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
         UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
         UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

/// Returned by `decodeScalar` for a byte that starts no valid UTF-8 sequence.
let invalidScalar: UInt32 = 0xFFFF_FFFF

/// Swift's operator-head characters outside ASCII.
@inline(__always) func isOperatorHead(_ v: UInt32) -> Bool {
    switch v {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
         0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
         0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

/// Characters that may continue an operator after its head: operator heads and combining marks.
@inline(__always) func isOperatorContinuation(_ v: UInt32) -> Bool {
    switch v {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
        return true
    default:
        return isOperatorHead(v)
    }
}
