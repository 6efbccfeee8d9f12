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

    /// `(`, `)`, `[`, `]`, `{` or `}`: one byte, with a partner.
    @inline(__always) var isBracket: Bool { rawValue &- TokenKind.leftParen.rawValue < 6 }

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

/// Facts about the text around a token, kept as four bits so a token stays 8 bytes.
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
///
/// 8 bytes: every token of a file being linted is held, with its declarations, so a token's size
/// is a large share of the run's memory per byte of source. Kind, flags and a 20-bit value share
/// four bytes. The value is the length, except for a bracket, which is always one byte long:
/// there it is how many tokens away its partner is (positive from an opener, negative from a
/// closer, 0 when unpaired, `farPartner` when further than 20 bits reach, `SourceFile.farPartners`
/// holding it). The tokenizer cuts longer text (a megabyte string literal or comment) into pieces
/// of at most `maxLength` bytes.
public struct Token: Sendable, Hashable {
    /// The kind in bits 0–7, the flags in bits 8–11, the value in bits 12–31: one load for each.
    private var packed: UInt32
    public var offset: Int32

    static let maxLength = (1 << 20) - 1
    static let farPartner = Int32(-(1 << 19))

    public init(kind: TokenKind, flags: TokenFlags = [], offset: Int32, length: Int32) {
        precondition(length >= 0 && length <= Self.maxLength && (!kind.isBracket || length == 1), "token length out of range")
        self.init(uncheckedKind: kind, flags: flags, offset: offset, value: kind.isBracket ? 0 : length)
    }

    /// The tokenizer's own tokens, without the checks: `value` is the length (at most
    /// `maxLength`), or 0 for a bracket.
    @inline(__always) init(uncheckedKind kind: TokenKind, flags: TokenFlags, offset: Int32, value: Int32) {
        packed = UInt32(unsafeBitCast(kind, to: UInt8.self)) | UInt32(flags.rawValue) << 8 | UInt32(bitPattern: value) << 12
        self.offset = offset
    }

    public var kind: TokenKind {
        // Stored as its bits, which only ever come from a `TokenKind`.
        @inline(__always) get { unsafeBitCast(UInt8(truncatingIfNeeded: packed), to: TokenKind.self) }
        @inline(__always) set { packed = packed & ~0xFF | UInt32(unsafeBitCast(newValue, to: UInt8.self)) }
    }

    public var flags: TokenFlags {
        @inline(__always) get { TokenFlags(rawValue: UInt8(truncatingIfNeeded: packed >> 8) & 0x0F) }
        @inline(__always) set { packed = packed & ~0xF00 | UInt32(newValue.rawValue & 0x0F) << 8 }
    }

    public var length: Int32 { @inline(__always) get { kind.isBracket ? 1 : Int32(bitPattern: packed >> 12) } }

    /// A bracket's partner distance (sign-extended from 20 bits); 0 for other tokens.
    var partnerDistance: Int32 {
        @inline(__always) get { kind.isBracket ? Int32(bitPattern: packed) >> 12 : 0 }
        set {
            precondition(kind.isBracket && newValue >= Self.farPartner && newValue < -Self.farPartner, "partner distance out of range")
            packed = packed & 0xFFF | UInt32(bitPattern: newValue) << 12
        }
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
