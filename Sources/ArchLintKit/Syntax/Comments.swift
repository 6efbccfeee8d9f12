/// Comments beside code: which comments lie on a line, which lines hold only comments, and a
/// comment's text without its delimiters. The tokenizer keeps comments in `comments`, apart from
/// the code tokens and in file order (neither list overlaps itself), so each question is a binary
/// search over one list.
extension SourceFile {
    /// The index of the first token of `list` that ends after byte `offset` (tokens of one list
    /// never overlap, so their ends are sorted as their starts are).
    private static func firstIndex(in list: [Token], endingAfter offset: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Int(list[middle].end) <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte range of 1-based `line`, its line break included.
    private func byteRange(ofLine line: Int) -> Range<Int> {
        let start = Int(lineStarts[line - 1])
        return start..<(line < lineStarts.count ? Int(lineStarts[line]) : bytes.count)
    }

    /// The index of the first code token that starts at or after byte `offset`.
    public func firstTokenIndex(atOrAfter offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].offset) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether some code token lies (partly) on 1-based `line`: a multi-line string literal holds
    /// code on each of its lines.
    public func lineHoldsCode(_ line: Int) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return false }
        let range = byteRange(ofLine: line)
        let first = Self.firstIndex(in: tokens, endingAfter: range.lowerBound)
        return first < tokens.count && Int(tokens[first].offset) < range.upperBound
    }

    /// Indices into `comments` of the comments lying (partly) on lines `lines` (1-based), in order.
    public func commentIndices(onLines lines: ClosedRange<Int>) -> Range<Int> {
        guard lines.lowerBound >= 1, lines.upperBound <= lineStarts.count, lines.lowerBound <= lines.upperBound else { return 0..<0 }
        let start = Int(lineStarts[lines.lowerBound - 1])
        let end = byteRange(ofLine: lines.upperBound).upperBound
        let first = Self.firstIndex(in: comments, endingAfter: start)
        var last = first
        while last < comments.count, Int(comments[last].offset) < end { last += 1 }
        return first..<last
    }

    /// Whether 1-based `line` holds a comment and no code.
    public func lineHoldsOnlyComments(_ line: Int) -> Bool {
        !commentIndices(onLines: line...line).isEmpty && !lineHoldsCode(line)
    }

    /// The lines of the contiguous block of comment-only lines directly above 1-based `line`
    /// (a blank line or a line with code ends it); nil when the line above is not such a line.
    public func commentBlock(above line: Int) -> ClosedRange<Int>? {
        var top = line
        while top - 1 >= 1, lineHoldsOnlyComments(top - 1) { top -= 1 }
        return top < line ? top...(line - 1) : nil
    }

    /// The 1-based lines a comment (an element of `comments`) starts and ends on.
    public func lines(ofComment index: Int) -> ClosedRange<Int> {
        let comment = comments[index]
        let first = lineIndex(ofOffset: Int(comment.offset)) + 1
        let last = lineIndex(ofOffset: max(Int(comment.end) - 1, Int(comment.offset))) + 1
        return first...last
    }

    /// Comment texts that begin with these are instructions to a tool, never prose.
    private static let toolDirectives = ["swiftlint:", "archlint:", "swiftformat:", "MARK:", "sourcery:", "periphery:", "swift-format-ignore"]

    /// Whether a comment (an element of `comments`) is a tool directive (`// swiftlint:disable …`, `// MARK: …`).
    public func isToolDirective(comment index: Int) -> Bool {
        let text = bytes[textRange(ofComment: index)]
        return Self.toolDirectives.contains { text.starts(with: $0.utf8) }
    }

    /// The byte range of a comment's text: after its opening `//`, `///`, `/*` or `/**` (and any
    /// further `/`, `*`, `!` and white space), up to its closing `*/`.
    public func textRange(ofComment index: Int) -> Range<Int> {
        let comment = comments[index]
        var start = Int(comment.offset)
        var end = Int(comment.end)
        let isBlock = comment.kind == .blockComment || comment.kind == .docBlockComment
        if isBlock, !comment.flags.contains(.unterminated), end - start >= 4 { end -= 2 }
        while start < end {
            let byte = bytes[start]
            guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "!") || byte == 0x20
                || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
            start += 1
        }
        return start..<end
    }
}
