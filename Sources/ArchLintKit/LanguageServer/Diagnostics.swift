/// A finding as the language server publishes it: positioned in LSP's lines and UTF-16 units.
struct BufferDiagnostic: Equatable {
    var range: TextRange
    var severity: Severity
    var ruleID: String
    var message: String
    /// The rule's fix, as `lint --fix` would apply it to these bytes.
    var fix: Fix?

    /// `finding`, its columns converted to UTF-16 units by `converter` (archlint's lines are LSP's:
    /// `\n`, `\r\n` and `\r` each end one).
    init(_ finding: Finding, columns converter: inout ColumnConverter) {
        let columns = converter.columns(of: finding)
        range = TextRange(start: TextPosition(line: finding.line - 1, character: columns.start - 1),
                          end: TextPosition(line: finding.endLine - 1, character: columns.end - 1))
        severity = finding.severity
        ruleID = finding.ruleID
        message = finding.message
        fix = finding.fix
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

/// The code actions offered for findings (cli.md "Language server"): the rule's fix where there is
/// one (the edits `lint --fix` would make, preferred when safe; an unsafe one says so in its title),
/// and a suppression for every finding.
enum CodeActions {
    /// Actions for the diagnostics starting on the lines of `range`: each fix once, each rule's
    /// suppression once per line.
    static func actions(uri: String, range: TextRange, diagnostics: [BufferDiagnostic], text: TextDocument) -> [JSONValue] {
        var offered = Set<String>()
        var offeredFixes = Set<Fix>()
        var actions: [JSONValue] = []
        let file = SourceFile(path: "", bytes: text.bytes)
        var columns = ColumnConverter(unit: .utf16CodeUnits)
        func action(_ title: String, for diagnostic: BufferDiagnostic, isPreferred: Bool, edits: [JSONValue]) -> JSONValue {
            var members: [(key: String, value: JSONValue)] = [
                ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic.json])),
            ]
            if isPreferred { members.append(("isPreferred", .bool(true))) }
            members.append(("edit", .object([("changes", .object([(uri, .array(edits))]))])))
            return .object(members)
        }
        for diagnostic in diagnostics where (range.start.line...range.end.line).contains(diagnostic.range.start.line) {
            if let fix = diagnostic.fix, let autofix = RuleCatalog.builtIn[diagnostic.ruleID]?.autofix, offeredFixes.insert(fix).inserted {
                let edits = fix.edits.map { textEdit($0, columns: &columns) }
                actions.append(action(autofix.title, for: diagnostic, isPreferred: fix.isSafe, edits: edits))
            }
            guard offered.insert("\(diagnostic.range.start.line) \(diagnostic.ruleID)").inserted,
                  let edit = suppression(of: diagnostic, in: text, file: file) else { continue }
            actions.append(action("Suppress with archlint:disable:next \(diagnostic.ruleID)", for: diagnostic, isPreferred: false, edits: [edit]))
        }
        return actions
    }

    /// An LSP text edit of a fix's edit: 0-based lines, characters in UTF-16 units.
    static func textEdit(_ edit: Fix.Edit, columns converter: inout ColumnConverter) -> JSONValue {
        let columns = converter.columns(of: edit)
        return .object([
            ("range", TextRange(start: TextPosition(line: edit.start.line - 1, character: columns.start - 1),
                                end: TextPosition(line: edit.end.line - 1, character: columns.end - 1)).json),
            ("newText", .string(edit.text)),
        ])
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
