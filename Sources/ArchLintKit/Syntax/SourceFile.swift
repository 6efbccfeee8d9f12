/// One Swift file: its bytes, tokens, line table and bracket pairs. Rules read code only through
/// this type and its navigation helpers.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated.
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let comments: [Token]
    /// Byte offset where each line starts; line 1 is index 0.
    public let lineStarts: [Int32]
    /// Bracket partners further apart than a token's own distance field reaches (`partner(_:)`).
    let farPartners: FarPartners?
    /// The words of `MentionedWords` the code spells: a rule looking for one turns a file away by it.
    let mentions: MentionedWords
    /// The tokens the index's type-name walks act on, in order (`TypeNameStops`). Every token
    /// instead gives the same facts, at the cost of visiting them all (which the tests check).
    var typeNameStops: [Int32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let stream = Tokenizer.tokenize(bytes)
        tokens = stream.tokens
        comments = stream.comments
        lineStarts = stream.lineStarts
        farPartners = stream.farPartners
        mentions = stream.mentions
        typeNameStops = stream.typeNameStops
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
