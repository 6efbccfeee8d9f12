/// `archlint report --format`: a self-contained HTML page, Markdown for `$GITHUB_STEP_SUMMARY` and
/// pull-request comments, JSON for dashboards.
public enum ChecklistReportFormat: String, CaseIterable, Sendable {
    case html, markdown, json
}

/// Where an offender's `file:line` links to: the file on GitHub at the commit when the run is a
/// GitHub Actions job (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_SHA`), else nowhere.
public struct SourceLinks: Sendable {
    /// `https://github.com/owner/repo/blob/SHA/` and the project root's path in the repository.
    private let base: String?
    private let projectPrefix: String
    /// The project root as seen from the folder the HTML report is written to, for links to the
    /// files on disk when there is no repository page to link to; nil for no such links.
    private let projectFromReport: String?

    /// `reportFolder`: the absolute folder the report is written to (its `--output`'s, else the
    /// current directory), from which the HTML report links each file on disk.
    public init(environment: [String: String], projectRoot: String, repositoryRoot: String, reportFolder: String? = nil) {
        projectFromReport = reportFolder.map { ReportPaths.relativePath(of: projectRoot, from: $0) }
        if let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
           let commit = environment["GITHUB_SHA"], !server.isEmpty, !repository.isEmpty, !commit.isEmpty {
            base = "\(server)/\(repository)/blob/\(commit)/"
        } else {
            base = nil
        }
        projectPrefix = ProjectFiles.relative(projectRoot, to: repositoryRoot).map { $0.isEmpty ? "" : $0 + "/" } ?? ""
    }

    /// The environment variables `init` reads.
    public static let variableNames = ["GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA"]

    func url(_ path: String, line: Int) -> String? {
        base.map { "\($0)\(projectPrefix)\(path)#L\(line)" }
    }

    /// The file at `path` (relative to the project root) on disk, relative to the report.
    func fileURL(_ path: String) -> String? {
        projectFromReport.map { ReportPaths.uriReference(forRelativePath: $0 == "." ? path : $0 + "/" + path) }
    }
}

extension ChecklistReport {
    public func rendered(as format: ChecklistReportFormat, links: SourceLinks) -> String {
        switch format {
        case .html: return html(links: links)
        case .markdown: return markdown(links: links)
        case .json: return jsonValue.prettyText + "\n"
        }
    }

    /// Whether the report lists layer pairs: `layer_dependency` is on.
    var listsLayerPairs: Bool { rules.contains { $0.rule == LayerDependency.id } }

    /// "12 findings (3 new)" with a baseline, "12 findings" without.
    func findingsText(_ count: Int, new: Int) -> String {
        counted(count, "finding") + (hasBaseline ? " (\(new) new)" : "")
    }

    var summaryLine: String {
        guard fileCount > 0 else { return "Nothing was linted (0 files), so no item is checked; \(count(.byHand)) to review by hand" }
        let checked = count(.passing) + count(.failing)
        return "\(count(.passing)) of \(checked) checked items pass, \(count(.failing)) fail, \(count(.byHand)) to review by hand"
            + (count(.notChecked) > 0 ? ", \(count(.notChecked)) not checked (rules disabled)" : "")
            + "; \(findingsText(findings, new: newFindings)) in \(counted(filesWithFindings, "file")) of \(fileCount) linted"
    }

    // MARK: JSON

    var jsonValue: JSONValue {
        .object([
            ("project", .string(projectName)),
            ("summary", .object([
                ("passing", .integer(count(.passing))), ("failing", .integer(count(.failing))),
                ("byHand", .integer(count(.byHand))), ("notChecked", .integer(count(.notChecked))),
                ("findings", .integer(findings)), ("newFindings", .integer(newFindings)),
                ("filesLinted", .integer(fileCount)), ("filesWithFindings", .integer(filesWithFindings)),
                ("baseline", .bool(hasBaseline)),
            ])),
            ("rules", .array(rules.map { rule in
                .object([("id", .string(rule.rule)), ("findings", .integer(rule.findings)), ("newFindings", .integer(rule.newFindings))])
            })),
            ("sections", .array(sections.map { section in
                .object([("id", .string(section.id)), ("title", .string(section.title)), ("items", .array(section.items.map { result in
                    var members: [(key: String, value: JSONValue)] = [
                        ("id", .string(result.item.id)), ("text", .string(result.item.text)), ("status", .string(result.status.rawValue)),
                        ("rules", .array(result.item.rules.map(JSONValue.string))),
                    ]
                    if let reason = result.item.reviewReason { members.append(("review", .string(reason))) }
                    guard result.status != .byHand else { return .object(members) }
                    members += [
                        ("disabledRules", .array(result.disabledRules.map(JSONValue.string))),
                        ("findings", .integer(result.findings)), ("newFindings", .integer(result.newFindings)),
                        ("files", .integer(result.files)), ("types", .integer(result.types)),
                        ("worstOffenders", .array(result.offenders.map { offender in
                            .object([("name", .string(offender.name)), ("isType", .bool(offender.isType)),
                                     ("findings", .integer(offender.findings)), ("path", .string(offender.path)),
                                     ("line", .integer(offender.line))])
                        })),
                    ]
                    return .object(members)
                }))])
            })),
        ] + (listsLayerPairs ? [("layerPairs", .array(layerPairs.map { pair in
            .object([("kind", .string(pair.kind.rawValue)), ("from", .string(pair.from)), ("to", .string(pair.to)),
                     ("uses", .integer(pair.uses)), ("findings", .integer(pair.findings)), ("newFindings", .integer(pair.newFindings))])
        }))] : []))
    }

    // MARK: Markdown

    private static let statusMark: [Status: String] = [.passing: "✅", .failing: "❌", .byHand: "👀", .notChecked: "➖"]

    func markdown(links: SourceLinks) -> String {
        func cell(_ text: String) -> String { text.replacingAll([("|", "\\|"), ("\n", " ")]) }
        var lines = ["## archlint checklist report: \(cell(projectName))", "", "**\(summaryLine)**", ""]
        lines += ["| | item | rules | findings | files | types |", "|---|---|---|---:|---:|---:|"]
        for result in items where result.status != .byHand {
            let rules = result.item.rules.map { result.disabledRules.contains($0) ? "~~`\($0)`~~" : "`\($0)`" }.joined(separator: ", ")
            let found = hasBaseline ? "\(result.findings) (\(result.newFindings) new)" : "\(result.findings)"
            lines.append("| \(Self.statusMark[result.status]!) | **\(result.item.id)** \(cell(result.item.text)) | \(rules) | \(found) | \(result.files) | \(result.types) |")
        }
        if listsLayerPairs {
            lines += ["", "### Layer pairs", "", "| | from | to | uses | findings |", "|---|---|---|---:|---:|"]
            for pair in layerPairs {
                let found = hasBaseline ? "\(pair.findings) (\(pair.newFindings) new)" : "\(pair.findings)"
                lines.append("| \(Self.statusMark[pair.findings > 0 ? .failing : .passing]!) | \(pair.kind.rawValue) `\(cell(pair.from))` "
                             + "| \(pair.kind.rawValue) `\(cell(pair.to))` | \(pair.uses) | \(found) |")
            }
            if layerPairs.isEmpty { lines.append("| \(Self.statusMark[.passing]!) | no layer uses another | | 0 | 0 |") }
        }
        let failing = items.filter { $0.findings > 0 }
        if !failing.isEmpty {
            lines += ["", "### Worst offenders", ""]
            for result in failing {
                let offenders = result.offenders.map { offender in
                    let place = "\(offender.path):\(offender.line)"
                    let linked = links.url(offender.path, line: offender.line).map { "[\(cell(place))](\($0))" } ?? "`\(cell(place))`"
                    return "\(offender.isType ? "`\(cell(offender.name))`" : "file") (\(offender.findings)) \(linked)"
                }
                lines.append("- **\(result.item.id)**: " + offenders.joined(separator: " · "))
            }
        }
        lines += ["", "### Review by hand", ""]
        for result in items where result.status == .byHand {
            lines.append("- **\(result.item.id)** \(cell(result.item.text)) _(\(cell(result.item.reviewReason ?? "")))_")
        }
        if !inheritanceGraph.edges.isEmpty {
            lines += ["", "### Inheritance in the modules with findings", ""]
            if inheritanceGraphIsPartial {
                lines += ["The \(counted(inheritanceGraph.edges.count, "edge")) at the types with the most findings; "
                          + "`archlint graph --kind inheritance` draws them all.", ""]
            }
            lines.append("```mermaid")
            lines.append(inheritanceGraph.mermaid().trimmingTrailingNewlines())
            lines.append("```")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
