@_exported import ArchLintCatalog

extension RuleCatalog {
    /// The catalog compiled into this binary: the rule files parsed ahead of time (`CompiledRuleCatalog`).
    public static let builtIn = RuleCatalog(rules: CompiledRuleCatalog.rules)
}

extension EmbeddedRuleCatalog {
    /// The text of the embedded file `name` (`init_injection.yml`).
    static func text(of name: String) -> String {
        guard let file = files.first(where: { $0.name == name }) else { fatalError("Rules/\(name) is not embedded") }
        return file.text
    }
}

extension RuleDescription {
    /// The rule's documentation: its catalog entry (checklist line, rationale, options, examples)
    /// in the repository, linked from editors' diagnostics.
    public var documentationURL: String { ArchLint.informationURI + "/blob/main/Rules/\(id).yml" }
}
