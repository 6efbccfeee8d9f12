/// Words that rules look for before they read a file any further. The lexer notes which of them a
/// file spells as an identifier or as an attribute's or a macro's name, so a rule turns away a
/// file without its words with one test, where each such rule walked every token of every file
/// (7 % of a whole-tree run went into those walks). A word in a string, a comment or backticks is
/// not noted.
public struct MentionedWords: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `.convertFromSnakeCase`: a decoder's key strategy (the index's snake-case decodes).
    static let convertFromSnakeCase = MentionedWords(rawValue: 1 << 0)
    static let asyncStream = MentionedWords(rawValue: 1 << 1)
    static let asyncThrowingStream = MentionedWords(rawValue: 1 << 2)
    static let result = MentionedWords(rawValue: 1 << 3)
    /// `nonisolated(unsafe)`.
    static let nonisolated = MentionedWords(rawValue: 1 << 4)
    /// `@unchecked Sendable`.
    static let unchecked = MentionedWords(rawValue: 1 << 5)
    /// `@preconcurrency`.
    static let preconcurrency = MentionedWords(rawValue: 1 << 6)
    /// `#Preview`.
    static let preview = MentionedWords(rawValue: 1 << 7)
    /// `withAnimation`, `withTransaction`, `.scrollTo(`: animation wrappers and scroll_to_animation.
    static let withAnimation = MentionedWords(rawValue: 1 << 8)
    static let withTransaction = MentionedWords(rawValue: 1 << 9)
    static let scrollTo = MentionedWords(rawValue: 1 << 10)
    /// `ForEach`, `List`: the row closures of stable_view_identity.
    static let forEach = MentionedWords(rawValue: 1 << 11)
    static let list = MentionedWords(rawValue: 1 << 12)

    /// Bit `n` is set when some word above has `n` bytes: most names are turned away by it alone.
    private static let lengths: UInt64 = 1 << 4 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 11 | 1 << 13 | 1 << 14 | 1 << 15 | 1 << 19 | 1 << 20

    /// The word `bytes[start..<start+length]` spells, if it is one of the above.
    @inline(__always) static func spelled(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> MentionedWords {
        guard length < 64, lengths >> UInt64(length) & 1 != 0 else { return MentionedWords() }
        return spelledOfKnownLength(bytes, start: start, length: length)
    }

    private static func spelledOfKnownLength(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> MentionedWords {
        func spells(_ word: StaticString) -> Bool {
            let characters = word.utf8Start
            for offset in 0..<length where characters[offset] != bytes[start + offset] { return false }
            return true
        }
        switch length {
        case 4: return spells("List") ? .list : MentionedWords()
        case 6: return spells("Result") ? .result : MentionedWords()
        case 7: return spells("Preview") ? .preview : spells("ForEach") ? .forEach : MentionedWords()
        case 8: return spells("scrollTo") ? .scrollTo : MentionedWords()
        case 9: return spells("unchecked") ? .unchecked : MentionedWords()
        case 11: return spells("AsyncStream") ? .asyncStream : spells("nonisolated") ? .nonisolated : MentionedWords()
        case 13: return spells("withAnimation") ? .withAnimation : MentionedWords()
        case 14: return spells("preconcurrency") ? .preconcurrency : MentionedWords()
        case 15: return spells("withTransaction") ? .withTransaction : MentionedWords()
        case 19: return spells("AsyncThrowingStream") ? .asyncThrowingStream : MentionedWords()
        case 20: return spells("convertFromSnakeCase") ? .convertFromSnakeCase : MentionedWords()
        default: return MentionedWords()
        }
    }
}
