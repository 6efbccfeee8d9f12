@_exported import ArchLintCatalog

extension RuleCatalog {
    /// The catalog compiled into this binary, parsed at build time (`embed-rule-catalog`).
    public static let builtIn = RuleCatalog(rules: EmbeddedRuleCatalog.rules)
}

extension RuleDescription {
    /// The rule's documentation: its catalog entry (checklist line, rationale, options, examples)
    /// in the repository, linked from editors' diagnostics.
    public var documentationURL: String { ArchLint.informationURI + "/blob/main/Rules/\(id).yml" }
}
