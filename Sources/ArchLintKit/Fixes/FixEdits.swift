/// The edits the fixes are made of, each computed from the file's tokens and line table: never a
/// pattern over lines. Each keeps the file's indentation and line breaks (LF or CRLF) and touches
/// only the lines it names.
extension Fix.Edit {
    /// Inserts `text` before code token `token` (`final ` before `class`).
    public static func inserting(_ text: String, before token: Int, in file: SourceFile) -> Fix.Edit {
        let offset = Int(file.tokens[token].offset)
        return Fix.Edit(range: offset..<offset, text: text, in: file)
    }

    /// Inserts `text` on a line of its own above the line of code token `token`, at that line's
    /// indentation (its own leading spaces and tabs). When code, or a comment that began on an
    /// earlier line, comes before the token on its line, `text` goes right before the token instead,
    /// followed by a space: a new line there would split that code or comment.
    public static func insertingLine(_ text: String, above token: Int, in file: SourceFile) -> Fix.Edit {
        let bytes = file.bytes
        let offset = Int(file.tokens[token].offset)
        let line = file.line(of: token)
        var lineStart = Int(file.lineStarts[line - 1])
        // A byte-order mark stays first.
        if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
        let previousCodeEnd = token > 0 ? Int(file.tokens[token - 1].end) : 0
        let comments = file.commentIndices(onLines: line...line)
        let commentFromAbove = comments.first.map { Int(file.comments[$0].offset) < lineStart } ?? false
        guard previousCodeEnd <= lineStart, !commentFromAbove else {
            return Fix.Edit(range: offset..<offset, text: text + " ", in: file)
        }
        var indentEnd = lineStart
        while indentEnd < offset, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
        return Fix.Edit(range: lineStart..<lineStart, text: indent + text + file.lineBreak(near: offset), in: file)
    }

    /// Deletes the 1-based lines `lines`, their line breaks included; the last line of a file
    /// without a final newline takes the line break before it instead, so no empty line is left.
    public static func deletingLines(_ lines: ClosedRange<Int>, in file: SourceFile) -> Fix.Edit {
        var start = Int(file.lineStarts[lines.lowerBound - 1])
        let end = lines.upperBound < file.lineStarts.count ? Int(file.lineStarts[lines.upperBound]) : file.bytes.count
        if lines.upperBound == file.lineStarts.count, end > 0, file.bytes[end - 1] != 0x0A, start > 0 {
            start -= 1
            if start > 0, file.bytes[start - 1] == 0x0D { start -= 1 }
        }
        if start == 0, file.bytes.count >= 3, file.bytes[0] == 0xEF, file.bytes[1] == 0xBB, file.bytes[2] == 0xBF { start = 3 }
        return Fix.Edit(range: start..<max(start, end), text: "", in: file)
    }
}

extension SourceFile {
    /// The line break the file uses at `offset`: that of the line holding it, else of the line
    /// before (a last line without one), else `\n`.
    public func lineBreak(near offset: Int) -> String {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        if index == bytes.count {
            index = min(offset, bytes.count) - 1
            while index >= 0, bytes[index] != 0x0A { index -= 1 }
            if index < 0 { return "\n" }
        }
        return index > 0 && bytes[index - 1] == 0x0D ? "\r\n" : "\n"
    }
}
