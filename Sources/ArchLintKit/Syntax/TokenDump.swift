/// `archlint tokens`: every token of a file, comments and string pieces included, in file order,
/// as one JSON object per line.
public func tokenDump(_ file: SourceFile) -> String {
    var merged = file.tokens + file.comments
    merged.sort { $0.offset < $1.offset }
    var out = ""
    out.reserveCapacity(merged.count * 80)
    var cursor = SourceFile.PositionCursor()
    for token in merged {
        let position = file.position(ofOffset: Int(token.offset), cursor: &cursor)
        out += "{\"offset\":\(token.offset),\"length\":\(token.length),\"line\":\(position.line),\"column\":\(position.column),"
        out += "\"kind\":\"\(token.kind.name)\",\"text\":"
        JSONValue.writeQuoted(file.text(of: token), to: &out)
        if token.flags.contains(.unterminated) { out += ",\"unterminated\":true" }
        out += "}\n"
    }
    return out
}
