/// A finding as the language server publishes it: positioned in LSP's lines and UTF-16 units.
struct BufferDiagnostic: Equatable {
    var range: TextRange
    var severity: Severity
    var ruleID: String
    var message: String

    /// `finding`, its columns converted to UTF-16 units (archlint's lines are LSP's: `\n`, `\r\n`
    /// and `\r` each end one).
    init(_ finding: Finding) {
        let columns = finding.columns(in: .utf16CodeUnits)
        range = TextRange(start: TextPosition(line: finding.line - 1, character: columns.start - 1),
                          end: TextPosition(line: finding.endLine - 1, character: columns.end - 1))
        severity = finding.severity
        ruleID = finding.ruleID
        message = finding.message
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("range", range.json),
            // DiagnosticSeverity: 1 error, 2 warning.
            ("severity", .integer(severity == .error ? 1 : 2)),
            ("code", .string(ruleID)),
        ]
        if let rule = RuleCatalog.builtIn[ruleID] {
            members.append(("codeDescription", .object([("href", .string(rule.documentationURL))])))
        }
        members += [("source", .string("archlint")), ("message", .string(message))]
        return .object(members)
    }
}

/// The code actions offered for findings (cli.md "Language server"). Each finding can be
/// suppressed; the rules' fixes (`lint --fix`) join them here as further quick fixes once findings
/// carry them.
enum CodeActions {
    /// Actions for the diagnostics starting on the lines of `range`, one per rule and line.
    static func actions(uri: String, range: TextRange, diagnostics: [BufferDiagnostic], text: TextDocument) -> [JSONValue] {
        var offered = Set<String>()
        var actions: [JSONValue] = []
        let file = SourceFile(path: "", bytes: text.bytes)
        for diagnostic in diagnostics where (range.start.line...range.end.line).contains(diagnostic.range.start.line) {
            guard offered.insert("\(diagnostic.range.start.line) \(diagnostic.ruleID)").inserted,
                  let edit = suppression(of: diagnostic, in: text, file: file) else { continue }
            actions.append(.object([
                ("title", .string("Suppress with archlint:disable:next \(diagnostic.ruleID)")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([diagnostic.json])),
                ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
            ]))
        }
        return actions
    }

    /// A text edit inserting `// archlint:disable:next RULE` on its own line above the finding's
    /// line, at that line's indentation and with its line break. Nil when the line starts inside a
    /// string literal or a comment spanning lines, where a comment line cannot go.
    static func suppression(of diagnostic: BufferDiagnostic, in text: TextDocument, file: SourceFile) -> JSONValue? {
        let line = diagnostic.range.start.line
        guard line < text.lineStarts.count else { return nil }
        let lineStart = text.lineStarts[line]
        if spansLineStart(file.tokens, lineStart) || spansLineStart(file.comments, lineStart) { return nil }
        let indentation = text.bytes[lineStart..<text.contentEnd(ofLine: line)].prefix { $0 == 0x20 || $0 == 0x09 }
        var lineBreak = text.lineBreak(ofLine: line)
        if lineBreak.isEmpty { lineBreak = line > 0 ? text.lineBreak(ofLine: line - 1) : Array("\n".utf8) }
        let newText = Array(indentation) + Array("// archlint:disable:next \(diagnostic.ruleID)".utf8) + lineBreak
        let position = TextPosition(line: line, character: 0)
        return .object([
            ("range", TextRange(start: position, end: position).json),
            ("newText", .string(String(decoding: newText, as: UTF8.self))),
        ])
    }

    /// Whether a token of `tokens` (in offset order) begins before `offset` and ends after it.
    private static func spansLineStart(_ tokens: [Token], _ offset: Int) -> Bool {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].offset) < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && Int(tokens[low - 1].end) > offset
    }
}
