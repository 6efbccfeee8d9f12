/// How much a finding matters: errors fail a run, warnings fail it only with `--strict`.
public enum Severity: String, Sendable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One reported problem, positioned at the token its rule names.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    /// Path relative to the project root, with `/` separators.
    public var path: String
    /// 1-based line and column (column in UTF-8 bytes, as the Swift compiler counts) of the reported token.
    public var line: Int
    public var column: Int
    /// Position just after the reported token (same conventions).
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    /// Qualified name of the innermost declaration holding the finding (`Outer.Inner.method`), or "" at file level.
    public var enclosingDeclaration: String
    /// The reported line, for baseline fingerprints and column conversions.
    public var reportedLine: SourceLine
    /// The line holding the end position when that is not the reported line (a token over several
    /// lines, such as a multi-line string's text), for column conversions.
    public var endReportedLine: SourceLine?
    /// Text of the reported line.
    public var lineText: String {
        get { reportedLine.text }
        set { reportedLine = SourceLine(newValue) }
    }
    /// Text of the line holding the end position when that is not the reported line.
    public var endLineText: String? {
        get { endReportedLine?.text }
        set { endReportedLine = newValue.map(SourceLine.init) }
    }
    /// What this finding shares with others (`lint --statistics`), when its rule knows.
    public var rootCause: RootCause?
    /// The edits of `path` that resolve it, when its rule has a fix (`lint --fix`, quick fixes).
    public var fix: Fix?
    /// The dependency edge it reports (`init_injection`), for `archlint graph`.
    public var dependency: TypeDependency?

    public init(ruleID: String, severity: Severity, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, message: String,
                enclosingDeclaration: String = "", lineText: String = "", endLineText: String? = nil,
                rootCause: RootCause? = nil, fix: Fix? = nil, dependency: TypeDependency? = nil) {
        self.init(ruleID: ruleID, severity: severity, path: path, line: line, column: column, endLine: endLine, endColumn: endColumn,
                  message: message, enclosingDeclaration: enclosingDeclaration, reportedLine: SourceLine(lineText),
                  endReportedLine: endLineText.map(SourceLine.init), rootCause: rootCause, fix: fix, dependency: dependency)
    }

    public init(ruleID: String, severity: Severity, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, message: String, enclosingDeclaration: String = "",
                reportedLine: SourceLine, endReportedLine: SourceLine? = nil,
                rootCause: RootCause? = nil, fix: Fix? = nil, dependency: TypeDependency? = nil) {
        self.dependency = dependency
        self.rootCause = rootCause
        self.fix = fix
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.enclosingDeclaration = enclosingDeclaration
        self.reportedLine = reportedLine
        self.endReportedLine = endReportedLine
    }

    /// The start and end columns counted in `unit` (SARIF: Unicode scalars; LSP: UTF-16).
    /// (A report converting many findings keeps one `ColumnConverter` for them all.)
    public func columns(in unit: ColumnUnit) -> (start: Int, end: Int) {
        var converter = ColumnConverter(unit: unit)
        return converter.columns(of: self)
    }

    /// The order every reporter uses: path (bytewise), line, column, rule id.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.precedesInPathOrder(b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// `findings` in `reportOrder`: as given when they are in it already (a run's are), else by
    /// sorting their positions and copying each finding once (sorting the findings themselves
    /// copied each many times).
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        findings.withUnsafeBufferPointer { found in
            if found.indices.dropFirst().allSatisfy({ !reportOrder(found[$0], found[$0 - 1]) }) { return findings }
            return found.indices.sorted { reportOrder(found[$0], found[$1]) }.map { found[$0] }
        }
    }
}
