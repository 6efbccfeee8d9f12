/// The output formats of `archlint lint --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case sarif
    case json
    case github
    case checkstyle
    case junit
    case gitlab
}

/// How a run ended, for the reports that record it (SARIF `invocations`).
public struct RunRecord: Sendable {
    /// The exit status the run ends with.
    public var exitStatus: Int32
    /// Files that could not be linted, with the reason.
    public var skippedFiles: [SkippedFile]
    /// The run's warnings as printed on stderr (`archlint: warning: …`).
    public var warnings: [String]

    public init(exitStatus: Int32, skippedFiles: [SkippedFile] = [], warnings: [String] = []) {
        self.exitStatus = exitStatus
        self.skippedFiles = skippedFiles
        self.warnings = warnings
    }
}

/// What a reporter needs to know beyond the findings themselves.
public struct ReportContext: Sendable {
    /// Absolute path of the project root; findings' paths are relative to it.
    public var projectRoot: String
    /// Absolute path of the current directory; text and json paths are relative to it.
    public var currentDirectory: String
    /// Absolute path of the git work tree holding the project (else the project root): SARIF,
    /// github, checkstyle, junit and gitlab paths are relative to it, as CI services resolve them.
    public var repositoryRoot: String
    /// Text output only: absolute paths instead of paths relative to `currentDirectory`
    /// (`--absolute-paths`, for Xcode's issue navigator).
    public var absolutePaths: Bool
    /// How the run ended (SARIF `invocations`); nil leaves it out.
    public var run: RunRecord?
    /// The enabled rules, in id order.
    public var rules: [RuleDescription]
    /// Effective severity per rule id, after configuration.
    public var severities: [String: Severity]
    /// Text output only: the caller passes `isatty(stdout) && NO_COLOR unset`.
    public var useColor: Bool

    public init(projectRoot: String, currentDirectory: String, repositoryRoot: String? = nil,
                rules: [RuleDescription], severities: [String: Severity], useColor: Bool, absolutePaths: Bool = false) {
        self.projectRoot = projectRoot
        self.currentDirectory = currentDirectory
        self.repositoryRoot = repositoryRoot ?? projectRoot
        self.rules = rules
        self.severities = severities
        self.useColor = useColor
        self.absolutePaths = absolutePaths
    }
}

/// The complete report for `findings` in `format`, ending with a newline unless it is empty text.
/// Findings may arrive in any order; the report always lists them in `Finding.reportOrder`.
public func renderReport(_ findings: [Finding], format: ReportFormat, context: ReportContext) -> String {
    let ordered = Finding.inReportOrder(findings)
    switch format {
    case .text: return renderText(ordered, context: context)
    case .sarif: return renderSARIF(ordered, context: context)
    case .json: return renderJSON(ordered, context: context)
    case .github: return renderGitHubCommands(ordered, context: context)
    case .checkstyle: return renderCheckstyle(ordered, context: context)
    case .junit: return renderJUnit(ordered, context: context)
    case .gitlab: return renderGitLabCodeQuality(ordered, context: context)
    }
}

/// The line printed on stderr after a text report: `3 files linted in 0.12 s: 1 error, 2 warnings`;
/// with `strict`, that warnings fail the run; with a baseline, how many findings it hid.
public func summaryLine(fileCount: Int, seconds: Double, findings: [Finding], strict: Bool = false, hiddenByBaseline: Int? = nil) -> String {
    let errors = findings.count { $0.severity == .error }
    let warnings = findings.count - errors
    // Formatted by hand so the decimal separator never follows a locale.
    let hundredths = seconds.isFinite ? max(0, Int((seconds * 100).rounded())) : 0
    let fraction = hundredths % 100
    let time = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    return "\(counted(fileCount, "file")) linted in \(time) s: \(counted(errors, "error")), \(counted(warnings, "warning"))"
        + (strict && warnings > 0 ? " (warnings fail with --strict)" : "")
        + (hiddenByBaseline.map { "; \(counted($0, "finding")) hidden by the baseline" } ?? "")
}

func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

// MARK: - text

private enum ANSI {
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
    static let reset = "\u{1B}[0m"
}

/// Written as bytes (`TextBytes`): the report of thousands of findings is made after every file is linted.
private func renderText(_ findings: [Finding], context: ReportContext) -> String {
    var out = TextBytes(capacity: 160 * findings.count)
    var shown = ReportPaths.FilePathMemo()
    for finding in findings {
        let path = shown.path(of: finding) {
            context.absolutePaths ? ReportPaths.absolutePath(of: $0, in: context) : ReportPaths.displayPath(of: $0, in: context)
        }
        if context.useColor { out.add(ANSI.bold) }
        out.add(path)
        out.add(byte: UInt8(ascii: ":"))
        out.add(decimal: finding.line)
        out.add(byte: UInt8(ascii: ":"))
        out.add(decimal: finding.column)
        out.add(byte: UInt8(ascii: ":"))
        if context.useColor { out.add(ANSI.reset, " ", finding.severity == .error ? ANSI.red : ANSI.yellow) } else { out.add(" ") }
        out.add(finding.severity.rawValue, ":")
        if context.useColor { out.add(ANSI.reset) }
        out.add(" ", finding.message, " [", finding.ruleID)
        out.add("]\n")
    }
    return out.string
}

// MARK: - json

private func renderJSON(_ findings: [Finding], context: ReportContext) -> String {
    var shown = ReportPaths.FilePathMemo()
    let lines = findings.map { finding in
        var fields: [(key: String, value: JSONValue)] = [
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("path", .string(shown.path(of: finding) { ReportPaths.displayPath(of: $0, in: context) })),
            ("line", .integer(finding.line)),
            ("column", .integer(finding.column)),
            ("endLine", .integer(finding.endLine)),
            ("endColumn", .integer(finding.endColumn)),
            ("message", .string(finding.message)),
        ]
        if let fix = finding.fix {
            let edits = fix.edits.map { edit in
                JSONValue.object([
                    ("line", .integer(edit.start.line)), ("column", .integer(edit.start.column)),
                    ("endLine", .integer(edit.end.line)), ("endColumn", .integer(edit.end.column)),
                    ("text", .string(edit.text)),
                ])
            }
            fields.append(("fix", .object([("safe", .bool(fix.isSafe)), ("edits", .array(edits))])))
        }
        return JSONValue.object(fields).compactText
    }
    // One finding per line: greppable, and still a single JSON array.
    return lines.isEmpty ? "[]\n" : "[\n  " + lines.joined(separator: ",\n  ") + "\n]\n"
}

// MARK: - github

/// GitHub Actions workflow commands, one annotation per finding: `::warning file=…,line=…,col=…,title=rule_id::message`.
private func renderGitHubCommands(_ findings: [Finding], context: ReportContext) -> String {
    var out = ""
    for finding in findings {
        let properties = [
            ("file", ReportPaths.repositoryPath(of: finding, in: context)),
            ("line", String(finding.line)),
            ("col", String(finding.column)),
            ("title", finding.ruleID),
        ].map { "\($0.0)=\(escapedGitHubProperty($0.1))" }
        out += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapedGitHubData(finding.message))\n"
    }
    return out
}

/// The escaping GitHub's runner undoes in a command's message.
func escapedGitHubData(_ text: String) -> String {
    text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
}

/// The escaping GitHub's runner undoes in a command's property values, where `:` and `,` delimit.
func escapedGitHubProperty(_ text: String) -> String {
    text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
}

extension String {
    /// Replaces single scalars in one pass, so a replacement is never replaced again.
    func replacingAll(_ replacements: [(Unicode.Scalar, String)]) -> String {
        // Most text holds none of them (all ASCII): returned as it is, where copying it scalar
        // by scalar cost hundreds of instructions a character. Its bytes are scanned in place
        // against a mask of the ASCII scalars: asking the list for every byte cost ten times more.
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for (scalar, _) in replacements where scalar.isASCII {
            if scalar.value < 64 { mask.low |= 1 << UInt64(scalar.value) } else { mask.high |= 1 << UInt64(scalar.value - 64) }
        }
        var text = self
        if replacements.allSatisfy({ $0.0.isASCII }), !text.withUTF8({ bytes in
            bytes.contains { $0 < 64 ? mask.low >> UInt64($0) & 1 == 1 : $0 < 128 && mask.high >> UInt64($0 - 64) & 1 == 1 }
        }) {
            return self
        }
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                out += replacement.1
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
