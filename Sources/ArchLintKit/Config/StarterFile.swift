
extension Configuration {
    /// The commented `.archlint.yml` that `archlint init` writes: every setting and every rule
    /// option with its default, commented out, so the file starts out meaning "all defaults".
    /// Setting lines are commented with a single `# `; removing it gives valid configuration.
    /// `default_isolation` has no default to show: its two values are shown as choices, indented.
    public static func starterFile(catalog: RuleCatalog) -> String {
        var lines = [
            "# archlint configuration. Every setting below is commented out and shows its default;",
            "# remove the leading '# ' of a setting to change it. Unknown keys are errors.",
            "",
            "# Globs relative to this folder: `**` matches zero or more folders, `*` stays within one.",
            "# Excluded files are not linted but still read for cross-file facts.",
            "# included: []",
            "# excluded: []",
            "",
            "# Rule ids to turn off, and opt-in rules to turn on.",
            "# disabled_rules: []",
            "# opt_in_rules: []",
            "",
            "# default_isolation is not set: archlint reads the default isolation of each target from",
            "# Package.swift (.defaultIsolation(MainActor.self)) and Xcode (SWIFT_DEFAULT_ACTOR_ISOLATION),",
            "# else nonisolated. Setting it overrides both for every file. With MainActor, main_actor_view_model",
            "# takes view models without an isolation annotation for @MainActor and stops reporting them, so",
            "# set it only if your compiler makes MainActor the default everywhere. To set it, write one of:",
            "#     default_isolation: MainActor",
            "#     default_isolation: nonisolated",
            "",
            "# Lists add to their defaults; `ignore_defaults: true` under a rule makes the lists",
            "# set there replace them.",
        ]
        for rule in catalog.rules {
            lines.append("")
            let turnedOn = ArchitectureConfiguration.section(turningOn: rule.id).map { "on when \($0) is configured" }
            lines.append("# \(rule.title) (\(turnedOn ?? (rule.optIn ? "opt-in" : "on by default"))). \(rule.checklist)")
            lines.append("# \(rule.id):")
            lines.append("#   severity: \(rule.defaultSeverity.rawValue)")
            for option in rule.options {
                lines.append("#   \(option.name): \(starterValue(option.defaultValue))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The default as YAML; a list shows as empty with its defaults in a comment, since
    /// listed items would be added to the defaults.
    private static func starterValue(_ value: OptionValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .string(let text): return yamlScalar(text)
        case .stringList(let defaults):
            return defaults.isEmpty ? "[]" : "[]  # added to: \(defaults.joined(separator: ", "))"
        }
    }

    /// A flow-context scalar, double-quoted unless it is plainly a word or phrase.
    static func yamlScalar(_ text: String) -> String {
        let plainBytes = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ")
        }
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
        if plainBytes && !reserved && !text.isEmpty && text.first != " " && text.last != " " { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped + "\""
    }
}
