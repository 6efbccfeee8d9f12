/// What a token is. Names are stable: `archlint tokens` prints them, and every piece of a
/// string literal, comment or regex literal has a name containing `string`, `comment` or `regex`.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier
    case keyword
    case number
    /// `@MainActor`, `@propertyWrapper`: the `@` and the name as one token.
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`.
    case directive
    /// Any other `#name`: `#available`, `#selector`, `#Preview`, `#warning`, freestanding macros.
    case macro
    case `operator`
    case arrow
    case period
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    /// A lone `@` not followed by a name.
    case atSign
    /// `\` opening a key path (`\.name`, `\User.id`).
    case backslash
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`.
    case stringStart
    /// Literal text inside a string literal.
    case stringSegment
    /// `\` (or `\#`, …) that opens an interpolation; the `(` and `)` around its code are ordinary parens.
    case stringInterpolationStart
    /// The closing delimiter of a string literal.
    case stringEnd
    /// A whole regex literal, `/…/` or `#/…/#`.
    case regexLiteral
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    /// A `#!` first line.
    case shebang
    /// Bytes that start no token (control characters, a stray backtick).
    case unknown

    public var name: String { String(describing: self) }

    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return true
        default: return false
        }
    }

    /// A piece of a string literal other than interpolated code.
    public var isStringPiece: Bool {
        switch self {
        case .stringStart, .stringSegment, .stringInterpolationStart, .stringEnd: return true
        default: return false
        }
    }

    /// Whether `closer` closes this opener: `)` a `(`, `]` a `[`, `}` a `{`.
    func isClosed(by closer: TokenKind) -> Bool {
        (self == .leftParen && closer == .rightParen) || (self == .leftBracket && closer == .rightBracket)
            || (self == .leftBrace && closer == .rightBrace)
    }

    /// Tokens after which a value is complete (so a following `/` divides, a `<` compares…).
    var endsExpression: Bool {
        switch self {
        case .identifier, .number, .stringEnd, .regexLiteral, .rightParen, .rightBracket, .rightBrace, .macro:
            return true
        default:
            return false
        }
    }
}

/// Facts about the text around a token, kept as bits so a token stays 12 bytes.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (or the start of the file) lies between the previous code token and this one.
    public static let newlineBefore = TokenFlags(rawValue: 1)
    /// White space or a comment lies right before this token.
    public static let spaceBefore = TokenFlags(rawValue: 2)
    /// White space, a comment or the end of the file lies right after this token.
    public static let spaceAfter = TokenFlags(rawValue: 4)
    /// The construct runs to the end of the file (or line) without its closing delimiter.
    public static let unterminated = TokenFlags(rawValue: 8)
}

/// A token: a kind and a byte range of the file's UTF-8 text.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// For a balanced bracket, how many tokens away its partner is (positive from an opener,
    /// negative from a closer); 0 for other tokens, `farPartner` when the partner is further than
    /// an Int16 reaches (`SourceFile.farPartners` holds it). Kept in what was the padding after
    /// `flags`: a separate partner per token made every token 16 bytes instead of 12.
    var partnerDistance: Int16 = 0
    public var offset: Int32
    public var length: Int32

    static let farPartner = Int16.min

    public init(kind: TokenKind, flags: TokenFlags = [], offset: Int32, length: Int32) {
        self.kind = kind
        self.flags = flags
        self.offset = offset
        self.length = length
    }

    public var end: Int32 { offset + length }
    public var byteRange: Range<Int> { Int(offset)..<Int(offset + length) }

    // A token is its kind, flags and bytes; its partner is a fact of the file it is in.
    public static func == (left: Token, right: Token) -> Bool {
        left.kind == right.kind && left.flags == right.flags && left.offset == right.offset && left.length == right.length
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(flags)
        hasher.combine(offset)
        hasher.combine(length)
    }
}
