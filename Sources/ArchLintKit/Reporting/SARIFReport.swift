/// SARIF 2.1.0 for GitHub code scanning (see docs/sarif-notes.md). The log holds no absolute
/// path: locations are relative to `%SRCROOT%` (the repository root, where GitHub resolves them),
/// which is defined by a description only, so the same tree gives the same bytes on every machine.
/// Columns count Unicode scalars, as `columnKind` says.
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
    let fingerprints = findingFingerprints(findings)
    var columns = ColumnConverter(unit: .unicodeScalars)
    var run: [(key: String, value: JSONValue)] = [
        ("tool", .object([("driver", driver)])),
    ]
    if let record = context.run { run.append(("invocations", .array([sarifInvocation(record, context: context)]))) }
    run += [
        ("originalUriBaseIds", .object([
            (sarifSourceRootID, .object([
                ("description", .object([("text", .string("The root of the repository (the git work tree) holding the linted project."))])),
            ])),
        ])),
        ("columnKind", .string("unicodeCodePoints")),
        ("results", .array(zip(findings, fingerprints).map { finding, fingerprint in
            sarifResult(for: finding, ruleIndex: ruleIndex[finding.ruleID]!, fingerprint: fingerprint, columns: &columns, context: context)
        })),
    ]
    let log = JSONValue.object([
        ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", .string("2.1.0")),
        ("runs", .array([.object(run)])),
    ])
    return log.prettyText + "\n"
}

private let sarifSourceRootID = "%SRCROOT%"
/// GitHub reads only `primaryLocationLineHash`, which its upload action computes from the line's
/// text (the same for two findings on one line); archlint's own key carries the finding's identity.
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
        rules.append(SARIFRule(id: rule.id, json: sarifRuleJSON(
            id: rule.id, name: camelCaseName(of: rule.id), summary: summary,
            fullDescription: firstNonEmpty(rule.rationale, summary),
            help: RuleCatalog.explainText(for: rule) + "\n" + suppressionHelp(for: rule.id),
            helpMarkdown: RuleCatalog.explainText(for: rule, style: .markdown) + "\n" + suppressionHelp(for: rule.id),
            level: level)))
    }
    let unlisted = Set(findings.map(\.ruleID)).subtracting(known).sorted()
    for id in unlisted {
        let level = context.severities[id] ?? findings.first { $0.ruleID == id }!.severity
        rules.append(SARIFRule(id: id, json: sarifRuleJSON(
            id: id, name: camelCaseName(of: id), summary: id, fullDescription: id,
            help: suppressionHelp(for: id), helpMarkdown: suppressionHelp(for: id), level: level)))
    }
    return rules
}

private func sarifRuleJSON(id: String, name: String, summary: String, fullDescription: String,
                           help: String, helpMarkdown: String, level: Severity) -> JSONValue {
    let traits = RuleTraits.of(id)
    var properties: [(key: String, value: JSONValue)] = [
        ("tags", .array(traits.tags.map { .string($0) })),
        ("precision", .string(traits.precision)),
    ]
    if let score = traits.securitySeverity { properties.append(("security-severity", .string(score))) }
    return .object([
        ("id", .string(id)),
        ("name", .string(name)),
        ("shortDescription", .object([("text", .string(limited(summary)))])),
        ("fullDescription", .object([("text", .string(limited(fullDescription)))])),
        ("help", .object([("text", .string(help)), ("markdown", .string(helpMarkdown))])),
        ("defaultConfiguration", .object([("level", .string(level.rawValue))])),
        ("properties", .object(properties)),
    ])
}

/// The artifact location of a path relative to the repository root.
private func sarifArtifactLocation(_ repositoryPath: String) -> JSONValue {
    .object([
        ("uri", .string(ReportPaths.uriReference(forRelativePath: repositoryPath))),
        ("uriBaseId", .string(sarifSourceRootID)),
    ])
}

private func sarifResult(for finding: Finding, ruleIndex: Int, fingerprint: String, columns converter: inout ColumnConverter,
                         context: ReportContext) -> JSONValue {
    let columns = converter.columns(of: finding)
    var region: [(key: String, value: JSONValue)] = [
        ("startLine", .integer(finding.line)),
        ("startColumn", .integer(columns.start)),
    ]
    // An end before the start would make the log invalid; the start alone still places the finding.
    if (finding.endLine, columns.end) >= (finding.line, columns.start) {
        region += [("endLine", .integer(finding.endLine)), ("endColumn", .integer(columns.end))]
    }
    let physicalLocation = JSONValue.object([
        ("artifactLocation", sarifArtifactLocation(ReportPaths.repositoryPath(of: finding, in: context))),
        ("region", .object(region)),
    ])
    var result: [(key: String, value: JSONValue)] = [
        ("ruleId", .string(finding.ruleID)),
        ("ruleIndex", .integer(ruleIndex)),
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(finding.message))])),
        ("locations", .array([.object([("physicalLocation", physicalLocation)])])),
        ("partialFingerprints", .object([(sarifFingerprintKey, .string(fingerprint))])),
    ]
    if let fix = finding.fix {
        result.append(("fixes", .array([sarifFix(fix, at: sarifArtifactLocation(ReportPaths.repositoryPath(of: finding, in: context)),
                                                 columns: &converter)])))
    }
    return .object(result)
}

/// SARIF 2.1.0 §3.55: the fix's edits as replacements of regions (an insertion is an empty region).
private func sarifFix(_ fix: Fix, at location: JSONValue, columns converter: inout ColumnConverter) -> JSONValue {
    let replacements = fix.edits.map { edit in
        let columns = converter.columns(of: edit)
        return JSONValue.object([
            ("deletedRegion", .object([
                ("startLine", .integer(edit.start.line)), ("startColumn", .integer(columns.start)),
                ("endLine", .integer(edit.end.line)), ("endColumn", .integer(columns.end)),
            ])),
            ("insertedContent", .object([("text", .string(edit.text))])),
        ])
    }
    return .object([
        ("description", .object([("text", .string(fix.isSafe ? "safe fix (archlint lint --fix)" : "unsafe fix (archlint lint --fix --unsafe-fixes)"))])),
        ("artifactChanges", .array([.object([("artifactLocation", location), ("replacements", .array(replacements))])])),
        ("properties", .object([("safe", .bool(fix.isSafe))])),
    ])
}

/// `invocations[0]`: the exit code, whether the analysis was complete, and a notification for every
/// file skipped (with its location when it lies in the repository) and every warning of the run.
private func sarifInvocation(_ record: RunRecord, context: ReportContext) -> JSONValue {
    var notifications: [JSONValue] = record.skippedFiles.map { skipped in
        var notification: [(key: String, value: JSONValue)] = [
            ("level", .string("error")),
            ("message", .object([("text", .string("\(skipped.reason); skipped"))])),
        ]
        let path = ReportPaths.relativePath(of: skipped.path, from: context.repositoryRoot)
        if !path.hasPrefix("../"), path != ".." {
            notification.append(("locations", .array([.object([
                ("physicalLocation", .object([("artifactLocation", sarifArtifactLocation(path))])),
            ])])))
        } else {
            // Outside the repository: named by its file name, so that no machine path leaks.
            let name = ReportPaths.segments(of: skipped.path).last ?? skipped.path
            notification[1] = ("message", .object([("text", .string("\(name): \(skipped.reason); skipped"))]))
        }
        return .object(notification)
    }
    let warningPrefix = "archlint: warning: "
    notifications += record.warnings.map { warning in
        .object([
            ("level", .string("warning")),
            ("message", .object([("text", .string(warning.hasPrefix(warningPrefix) ? String(warning.dropFirst(warningPrefix.count)) : warning))])),
        ])
    }
    var invocation: [(key: String, value: JSONValue)] = [
        // A skipped file leaves the analysis incomplete; findings do not make it unsuccessful.
        ("executionSuccessful", .bool(record.skippedFiles.isEmpty)),
        ("exitCode", .integer(Int(record.exitStatus))),
    ]
    if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }
    return .object(invocation)
}

private func suppressionHelp(for ruleID: String) -> String {
    "To suppress one finding, write `// archlint:disable:next \(ruleID)` on the line above it; "
        + "to turn the rule off, list it under `disabled_rules` in .archlint.yml.\n"
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
