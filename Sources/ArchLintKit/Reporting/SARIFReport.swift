/// SARIF 2.1.0 for GitHub code scanning (see docs/sarif-notes.md). The log holds no absolute
/// path: locations are relative to `%SRCROOT%`, which is defined by a description only, so the
/// same tree gives the same bytes on every machine.
func renderSARIF(_ findings: [Finding], context: ReportContext) -> String {
    let rules = sarifRules(for: findings, context: context)
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }

    let driver = JSONValue.object([
        ("name", .string("archlint")),
        ("version", .string(ArchLint.version)),
        ("semanticVersion", .string(ArchLint.version)),
        ("informationUri", .string(ArchLint.informationURI)),
        ("rules", .array(rules.map(\.json))),
    ])
    let run = JSONValue.object([
        ("tool", .object([("driver", driver)])),
        ("originalUriBaseIds", .object([
            (sarifSourceRootID, .object([
                ("description", .object([("text", .string("The root directory of the linted project."))])),
            ])),
        ])),
        ("columnKind", .string("unicodeCodePoints")),
        ("results", .array(findings.map { sarifResult(for: $0, ruleIndex: ruleIndex[$0.ruleID]!) })),
    ])
    let log = JSONValue.object([
        ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", .string("2.1.0")),
        ("runs", .array([run])),
    ])
    return log.prettyText + "\n"
}

private let sarifSourceRootID = "%SRCROOT%"
/// GitHub reads only `primaryLocationLineHash`; archlint's own key leaves that to the upload action
/// and gives other consumers the baseline identity, which survives edits above the finding.
let sarifFingerprintKey = "archlint/v1"
/// GitHub's limit for rule descriptions.
private let sarifDescriptionLimit = 1024

private struct SARIFRule {
    var id: String
    var json: JSONValue
}

/// One entry per enabled rule, plus a plain entry for any rule id a finding carries that is not
/// among them, so every result's `ruleIndex` points at its rule.
private func sarifRules(for findings: [Finding], context: ReportContext) -> [SARIFRule] {
    var rules: [SARIFRule] = []
    var known: Set<String> = []
    for rule in context.rules where known.insert(rule.id).inserted {
        let level = context.severities[rule.id] ?? rule.defaultSeverity
        let summary = firstNonEmpty(rule.summary, rule.title, rule.id)
        let help = [
            rule.checklist.isEmpty ? "" : "Checklist: \(rule.checklist)",
            rule.rationale,
            suppressionHelp(for: rule.id),
        ].map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        rules.append(SARIFRule(id: rule.id, json: sarifRuleJSON(
            id: rule.id, name: camelCaseName(of: rule.id), summary: summary,
            fullDescription: firstNonEmpty(rule.rationale, summary), help: help, level: level)))
    }
    let unlisted = Set(findings.map(\.ruleID)).subtracting(known).sorted()
    for id in unlisted {
        let level = context.severities[id] ?? findings.first { $0.ruleID == id }!.severity
        rules.append(SARIFRule(id: id, json: sarifRuleJSON(
            id: id, name: camelCaseName(of: id), summary: id, fullDescription: id,
            help: suppressionHelp(for: id), level: level)))
    }
    return rules
}

private func sarifRuleJSON(id: String, name: String, summary: String, fullDescription: String,
                           help: String, level: Severity) -> JSONValue {
    .object([
        ("id", .string(id)),
        ("name", .string(name)),
        ("shortDescription", .object([("text", .string(limited(summary)))])),
        ("fullDescription", .object([("text", .string(limited(fullDescription)))])),
        ("help", .object([("text", .string(help))])),
        ("defaultConfiguration", .object([("level", .string(level.rawValue))])),
        ("properties", .object([("tags", .array([.string("architecture")]))])),
    ])
}

private func sarifResult(for finding: Finding, ruleIndex: Int) -> JSONValue {
    var region: [(key: String, value: JSONValue)] = [
        ("startLine", .integer(finding.line)),
        ("startColumn", .integer(finding.column)),
    ]
    // An end before the start would make the log invalid; the start alone still places the finding.
    if (finding.endLine, finding.endColumn) >= (finding.line, finding.column) {
        region += [("endLine", .integer(finding.endLine)), ("endColumn", .integer(finding.endColumn))]
    }
    let physicalLocation = JSONValue.object([
        ("artifactLocation", .object([
            ("uri", .string(ReportPaths.uriReference(forProjectPath: finding.path))),
            ("uriBaseId", .string(sarifSourceRootID)),
        ])),
        ("region", .object(region)),
    ])
    var result: [(key: String, value: JSONValue)] = [
        ("ruleId", .string(finding.ruleID)),
        ("ruleIndex", .integer(ruleIndex)),
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(finding.message))])),
        ("locations", .array([.object([("physicalLocation", physicalLocation)])])),
        ("partialFingerprints", .object([(sarifFingerprintKey, .string(fingerprint(of: finding)))])),
    ]
    if let fix = finding.fix { result.append(("fixes", .array([sarifFix(fix, path: finding.path)]))) }
    return .object(result)
}

/// SARIF 2.1.0 §3.55: the fix's edits as replacements of regions (an insertion is an empty region).
private func sarifFix(_ fix: Fix, path: String) -> JSONValue {
    let replacements = fix.edits.map { edit in
        JSONValue.object([
            ("deletedRegion", .object([
                ("startLine", .integer(edit.start.line)), ("startColumn", .integer(edit.start.column)),
                ("endLine", .integer(edit.end.line)), ("endColumn", .integer(edit.end.column)),
            ])),
            ("insertedContent", .object([("text", .string(edit.text))])),
        ])
    }
    return .object([
        ("description", .object([("text", .string(fix.isSafe ? "safe fix (archlint lint --fix)" : "unsafe fix (archlint lint --fix --unsafe-fixes)"))])),
        ("artifactChanges", .array([.object([
            ("artifactLocation", .object([
                ("uri", .string(ReportPaths.uriReference(forProjectPath: path))),
                ("uriBaseId", .string(sarifSourceRootID)),
            ])),
            ("replacements", .array(replacements)),
        ])])),
        ("properties", .object([("safe", .bool(fix.isSafe))])),
    ])
}

private func suppressionHelp(for ruleID: String) -> String {
    "To suppress one finding, write `// archlint:disable:next \(ruleID)` on the line above it; "
        + "to turn the rule off, list it under `disabled_rules` in .archlint.yml."
}

/// `init_injection` → `InitInjection`.
func camelCaseName(of ruleID: String) -> String {
    ruleID.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

private func firstNonEmpty(_ candidates: String...) -> String {
    candidates.map { $0.trimmingWhitespace() }.first { !$0.isEmpty } ?? ""
}

/// Trimmed and cut to GitHub's limit (counted in Unicode scalars, as GitHub's checks count) on a
/// character boundary, marking the cut with an ellipsis.
private func limited(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.unicodeScalars.count > sarifDescriptionLimit else { return trimmed }
    var cut = ""
    var scalarCount = 0
    for character in trimmed {
        let size = character.unicodeScalars.count
        if scalarCount + size > sarifDescriptionLimit - 1 { break }
        cut.append(character)
        scalarCount += size
    }
    return cut.trimmingWhitespace() + "…"
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
