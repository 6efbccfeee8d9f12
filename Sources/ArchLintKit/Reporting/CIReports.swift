/// The report formats CI services read, as SwiftLint writes them: Checkstyle XML (Jenkins, reviewdog,
/// Danger), JUnit XML (CI test reports) and GitLab Code Quality (the Code Climate issue format).
/// Paths are relative to the repository root, where CI services resolve them; columns count bytes.

// MARK: - checkstyle

/// `<checkstyle><file name=…><error line column severity message source/></file></checkstyle>`,
/// one `file` per file with findings, in report order.
func renderCheckstyle(_ findings: [Finding], context: ReportContext) -> String {
    var out = xmlDeclaration + "<checkstyle version=\"4.3\">\n"
    var index = 0
    while index < findings.count {
        let path = findings[index].path
        out += "  <file name=\"\(xmlEscaped(ReportPaths.repositoryPath(of: findings[index], in: context)))\">\n"
        while index < findings.count, findings[index].path == path {
            let finding = findings[index]
            out += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\""
                + " message=\"\(xmlEscaped(finding.message))\" source=\"archlint.\(xmlEscaped(finding.ruleID))\"/>\n"
            index += 1
        }
        out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
}

// MARK: - junit

/// One `testsuite` per enabled rule (and per other rule id a finding carries), one failing
/// `testcase` per finding: a CI test report lists each rule, with its findings as its failures.
func renderJUnit(_ findings: [Finding], context: ReportContext) -> String {
    var ruleIDs = context.rules.map(\.id)
    ruleIDs += Set(findings.map(\.ruleID)).subtracting(ruleIDs).sorted()
    var findingsByRule: [String: [Finding]] = [:]
    for finding in findings { findingsByRule[finding.ruleID, default: []].append(finding) }

    var out = xmlDeclaration
    out += "<testsuites name=\"archlint\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
    for ruleID in ruleIDs {
        let failures = findingsByRule[ruleID] ?? []
        out += "  <testsuite name=\"\(xmlEscaped(ruleID))\" tests=\"\(failures.count)\" failures=\"\(failures.count)\" errors=\"0\" skipped=\"0\">\n"
        for finding in failures {
            let path = ReportPaths.repositoryPath(of: finding, in: context)
            let location = "\(path):\(finding.line):\(finding.column)"
            out += "    <testcase classname=\"\(xmlEscaped(path))\" name=\"\(xmlEscaped("\(ruleID) at \(location)"))\">\n"
            out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(xmlEscaped(finding.message))\">"
                + xmlEscaped("\(location): \(finding.severity.rawValue): \(finding.message) [\(ruleID)]") + "</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
}

// MARK: - gitlab

/// GitLab Code Quality: a JSON array of Code Climate issues, each with the fields GitLab requires
/// (`description`, `check_name`, `fingerprint`, `severity`, `location.path`, `location.lines.begin`)
/// and those the Code Climate spec adds (`type`, `categories`).
func renderGitLabCodeQuality(_ findings: [Finding], context: ReportContext) -> String {
    let issues = zip(findings, findingFingerprints(findings)).map { finding, fingerprint in
        JSONValue.object([
            ("type", .string("issue")),
            ("check_name", .string(finding.ruleID)),
            ("description", .string(finding.message)),
            ("categories", .array([.string(RuleTraits.of(finding.ruleID).isSecurity ? "Security" : "Style")])),
            // Code Climate's scale: info, minor, major, critical, blocker.
            ("severity", .string(finding.severity == .error ? "major" : "minor")),
            ("fingerprint", .string(fingerprint)),
            ("location", .object([
                ("path", .string(ReportPaths.repositoryPath(of: finding, in: context))),
                ("lines", .object([("begin", .integer(finding.line)), ("end", .integer(finding.endLine))])),
            ])),
        ]).compactText
    }
    return issues.isEmpty ? "[]\n" : "[\n  " + issues.joined(separator: ",\n  ") + "\n]\n"
}

// MARK: - XML

private let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/// Text for XML attribute values and character data: markup characters as entities, line breaks
/// and tabs as character references (attribute values would otherwise fold them to spaces), and
/// the characters XML 1.0 forbids even as references (other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
func xmlEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
            out += "\u{FFFD}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
