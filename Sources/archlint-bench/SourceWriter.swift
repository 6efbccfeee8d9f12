/// Builds one file's text line by line, keeping the indentation and counting lines.
struct SourceWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var depth = 0

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<depth { text += "    " }
            text += content
        }
        text += "\n"
        lineCount += 1
    }

    /// Writes `header` (ending in `{` or `:`) and indents what follows.
    mutating func open(_ header: String) {
        line(header)
        depth += 1
    }

    mutating func close(_ footer: String = "}") {
        depth -= 1
        line(footer)
    }

    /// Lines at one level less than the current one (`case` labels, `#else`).
    mutating func outdented(_ content: String) {
        depth -= 1
        line(content)
        depth += 1
    }
}
