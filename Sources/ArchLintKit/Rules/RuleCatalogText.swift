/// Plain-text renderings of the catalog for `archlint explain` and `archlint rules`.
extension RuleCatalog {
    /// How `explainText` writes: for a terminal, or as Markdown (SARIF `help.markdown`).
    public enum TextStyle: Sendable {
        case plain
        case markdown
    }

    /// Everything the catalog says about a rule, for a terminal or as Markdown.
    public static func explainText(for rule: RuleDescription, style: TextStyle = .plain) -> String {
        let markdown = style == .markdown
        func code(_ text: String) -> String { markdown ? "`\(text)`" : text }
        var lines = [
            markdown ? "**\(rule.title)** (`\(rule.id)`)" : "\(rule.title) (\(rule.id))",
            "Default severity: \(rule.defaultSeverity.rawValue); " + (ArchitectureConfiguration.section(turningOn: rule.id).map { "on when \(code($0)) is configured in .archlint.yml" }
                ?? (rule.optIn ? "opt-in (enable with \(code("opt_in_rules")) or \(code("--enable")))" : "enabled by default")),
            "Checklist: \(rule.checklist)",
            "Checklist items: \(ChecklistCatalog.builtIn.items(checkedBy: rule.id).map(\.id).joined(separator: ", ")) (archlint report)",
            "",
            rule.summary,
            "",
        ]
        if markdown {
            // Each line its own paragraph, so that the line breaks above survive.
            lines = lines.flatMap { $0.isEmpty ? [] : [$0, ""] }
        }
        lines += trimmedLines(rule.rationale)
        lines.append("")
        if let autofix = rule.autofix {
            lines.append(autofix.kind == .safe
                ? "Fix (safe; lint --fix): \(autofix.edit)"
                : "Fix (unsafe; lint --fix --unsafe-fixes): \(autofix.edit)")
        } else {
            lines.append("Fix: none (lint --fix leaves its findings to you)")
        }
        lines.append("")
        lines.append((markdown ? "#### " : "") + "Options (under `\(rule.id):` in .archlint.yml):")
        if markdown { lines.append("") }
        let item = markdown ? "- " : "  "
        lines.append("\(item)\(code("severity")) (error or warning; default: \(rule.defaultSeverity.rawValue))")
        for option in rule.options {
            let heading = "\(item)\(code(option.name)) (\(typeText(option.kind)); default: \(defaultText(option.defaultValue)))"
            if markdown {
                lines.append(heading + ": " + trimmedLines(option.description).joined(separator: " "))
            } else {
                lines.append(heading)
                lines += trimmedLines(option.description).map { "      " + $0 }
            }
        }
        for expectation in [RuleExample.Expectation.triggering, .nonTriggering] {
            let examples = rule.examples.filter { $0.expectation == expectation }
            guard !examples.isEmpty else { continue }
            lines.append("")
            lines.append((markdown ? "#### " : "")
                + (expectation == .triggering ? "Triggering examples (↓ marks each reported position):" : "Non-triggering examples:"))
            for example in examples {
                lines.append("")
                var heading = markdown ? "`\(example.path)`" : "  \(example.path)"
                if !example.configuration.isEmpty {
                    let settings = example.configuration.sorted { $0.key < $1.key }.map { "\($0.key): \(defaultText($0.value))" }
                    heading += " (with \(settings.joined(separator: ", ")))"
                }
                lines.append(heading)
                lines += codeBlock(example.code, style: style)
                for (path, source) in example.otherFiles.sorted(by: { $0.key < $1.key }) {
                    lines.append(markdown ? "`\(path)`" : "  \(path)")
                    lines += codeBlock(source, style: style)
                }
            }
        }
        return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    /// Source code indented for a terminal, or fenced as Swift in Markdown (with a fence longer than
    /// any run of backticks in the code).
    private static func codeBlock(_ code: String, style: TextStyle) -> [String] {
        let lines = trimmedLines(code)
        guard style == .markdown else { return lines.map { "    " + $0 } }
        var fence = "```"
        while code.contains(fence) { fence += "`" }
        return [fence + "swift"] + lines + [fence]
    }

    /// One row per rule: id, severity, enabled yes/no and summary, in aligned columns.
    public func listText(enabled: (RuleDescription) -> Bool, severity: (RuleDescription) -> Severity) -> String {
        let rows = [["RULE", "SEVERITY", "ENABLED", "SUMMARY"]] + rules.map { rule in
            [rule.id, severity(rule).rawValue, enabled(rule) ? "yes" : "no", rule.summary]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(to: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    private static func typeText(_ kind: RuleOption.Kind) -> String {
        switch kind {
        case .bool: return "true or false"
        case .integer(let minimum?): return "integer, at least \(minimum)"
        case .integer(nil): return "integer"
        case .string: return "string"
        case .stringList: return "list of strings, added to the defaults"
        case .choice(let values): return "one of " + values.joined(separator: ", ")
        case .integerOrWord(let minimum, let word):
            return "integer" + (minimum.map { ", at least \($0)," } ?? "") + " or " + word
        }
    }

    private static func defaultText(_ value: OptionValue) -> String {
        switch value {
        case .bool(let flag): return String(flag)
        case .integer(let number): return String(number)
        case .string(let text): return text
        case .stringList(let items): return items.isEmpty ? "none" : items.joined(separator: ", ")
        }
    }

    /// The lines of a block of text, without the final newline's empty line.
    private static func trimmedLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

private extension String {
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
