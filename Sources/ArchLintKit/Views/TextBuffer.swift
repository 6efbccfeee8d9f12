/// A view's text built as UTF-8 bytes, made a `String` once: interpolated lines joined at the end,
/// or `String` appends (which check grapheme boundaries), cost three times more.
struct TextBuffer {
    private var bytes: [UInt8] = []

    /// The pieces, one after another.
    mutating func append(_ pieces: String...) {
        for piece in pieces { append(piece) }
    }

    /// The pieces, then a line feed.
    mutating func line(_ pieces: String...) {
        for piece in pieces { append(piece) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The piece's bytes copied where they lie: appending its `utf8` view cost a hundred
    /// instructions or more a time.
    private mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `text` as a DOT string: quoted, with `\`, `"` and line feeds escaped. (Byte by byte, as
    /// below; a quoted copy of each id and label, `String` appends, cost half the DOT graph.)
    mutating func appendDOTString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\n"): bytes += "\\n".utf8
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string (`JSONValue.writeQuoted`).
    mutating func appendJSONString(_ text: String) { JSONValue.writeQuoted(text, to: &bytes) }

    /// `text` with HTML's special characters as entities (as `escaped` in the HTML report writes
    /// them), and each backticked span as `<code>`: the catalog's inline code. (Byte by byte: the
    /// characters replaced are ASCII, which UTF-8 never uses inside another character.)
    mutating func appendHTMLWithInlineCode(_ text: String) {
        var inCode = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "`"):
                bytes += (inCode ? "</code>" : "<code>").utf8
                inCode.toggle()
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            default: bytes.append(byte)
            }
        }
        if inCode { bytes += "</code>".utf8 }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
