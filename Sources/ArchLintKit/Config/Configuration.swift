
/// The settings of `.archlint.yml` (see `cli.md`), checked against the rule catalog.
public struct Configuration: Sendable {
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    /// `MainActor` or `nonisolated`; nil when the config leaves it to `Package.swift`.
    public var defaultIsolation: String?
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    /// `severity:` under a rule, by rule id.
    public var severities: [String: Severity] = [:]
    /// Option values set under a rule, by rule id, then option name (`ignore_defaults` included).
    public var ruleSettings: [String: [String: OptionValue]] = [:]
    /// `layers:` and `restricted_types:`.
    public var architecture = ArchitectureConfiguration()

    /// All defaults.
    public init() {}

    /// Reads and parses the file; an unreadable file is a `ConfigurationError` too.
    public static func load(path: String, catalog: RuleCatalog) throws -> Configuration {
        switch ProjectFiles.read(path) {
        case .bytes(let bytes):
            return try Configuration(root: try YAMLParser.parse(bytes: bytes, path: path), path: path, catalog: catalog)
        case .failure(let reason):
            throw ConfigurationError(path: path, line: 0, column: 0, message: "cannot read the configuration file: \(reason)")
        }
    }

    /// Empty text, or only comments, gives the defaults.
    public init(yaml: String, path: String, catalog: RuleCatalog) throws {
        try self.init(root: try YAMLParser.parse(yaml, path: path), path: path, catalog: catalog)
    }

    static let topLevelKeys = ["included", "excluded", "disabled_rules", "opt_in_rules", "default_isolation", "layers", "restricted_types"]

    private init(root: YAMLNode, path: String, catalog: RuleCatalog) throws {
        let top = try YAMLMapping(root, path: path, what: "the top level of the configuration")
        let ruleIDs = catalog.rules.map(\.id)
        try top.checkKeys(Configuration.topLevelKeys + ruleIDs) { "unknown key '\($0)'" }

        func globs(_ key: String) throws -> [Glob] {
            guard let node = top[key] else { return [] }
            return try YAMLMapping.stringList(node, path: path, what: "'\(key)'").map { Glob($0.text) }
        }
        func ruleIDSet(_ key: String) throws -> Set<String> {
            guard let node = top[key] else { return [] }
            let entries = try YAMLMapping.stringList(node, path: path, what: "'\(key)'")
            for entry in entries where catalog[entry.text] == nil {
                throw ConfigurationError(path: path, at: entry.node.mark,
                                         message: "unknown rule id '\(entry.text)' in '\(key)'" + suggestion(for: entry.text, among: ruleIDs))
            }
            return Set(entries.map(\.text))
        }
        included = try globs("included")
        excluded = try globs("excluded")
        disabledRules = try ruleIDSet("disabled_rules")
        optInRules = try ruleIDSet("opt_in_rules")
        if let node = top["default_isolation"] {
            guard let text = node.scalarText, ["MainActor", "nonisolated"].contains(text) else {
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "invalid default_isolation \(node.kindDescription); expected 'MainActor' or 'nonisolated'")
            }
            defaultIsolation = text
        }
        architecture = try ArchitectureConfiguration(layers: top["layers"], restrictedTypes: top["restricted_types"], path: path)
        for rule in catalog.rules {
            guard let node = top[rule.id] else { continue }
            let settings = try YAMLMapping(node, path: path, what: "rule '\(rule.id)'")
            try settings.checkKeys(["severity"] + rule.options.map(\.name)) { "unknown option '\($0)' for \(rule.id)" }
            var values: [String: OptionValue] = [:]
            for entry in settings.entries {
                if entry.key == "severity" {
                    severities[rule.id] = try YAMLMapping.severity(entry.value, path: path)
                } else if let option = rule.options.first(where: { $0.name == entry.key }) {
                    values[entry.key] = try option.value(from: entry.value, path: path)
                }
            }
            if !values.isEmpty { ruleSettings[rule.id] = values }
        }
    }

    /// `--enable`/`--disable` (rule ids from the command line) win over the config, and `--disable`
    /// over `--enable`; an opt-in rule runs only when `opt_in_rules` or `--enable` names it.
    public func isEnabled(_ rule: RuleDescription, enable: Set<String>, disable: Set<String>) -> Bool {
        if disable.contains(rule.id) || !architecture.configures(rule.id) { return false }
        if enable.contains(rule.id) { return true }
        if disabledRules.contains(rule.id) { return false }
        return !rule.optIn || optInRules.contains(rule.id)
    }

    public func severity(for rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.defaultSeverity
    }

    public func options(for rule: RuleDescription) -> RuleOptions {
        var options = RuleOptions(rule: rule, settings: ruleSettings[rule.id] ?? [:])
        // Only the rules that read it: in every rule's options it was retained and released with each file.
        if rule.id == LayerDependency.id || rule.id == RestrictedType.id { options.architecture = architecture }
        return options
    }
}

/// A rule's option values after applying the configuration to the catalog defaults.
public struct RuleOptions: Sendable {
    public let ruleID: String
    private let values: [String: OptionValue]
    /// The team's architecture, which the team architecture rules read.
    public internal(set) var architecture = ArchitectureConfiguration()

    /// List settings add to the defaults, unless `settings` has `ignore_defaults: true`; then
    /// they replace them (lists not in `settings` keep their defaults).
    public init(rule: RuleDescription, settings: [String: OptionValue]) {
        ruleID = rule.id
        let replaceLists = settings["ignore_defaults"] == .bool(true)
        var values: [String: OptionValue] = [:]
        for option in rule.options {
            switch (option.defaultValue, settings[option.name]) {
            case (.stringList(let defaults), .stringList(let configured)?) where !replaceLists:
                values[option.name] = .stringList(defaults + configured.filter { !defaults.contains($0) })
            case (_, let configured?):
                values[option.name] = configured
            case (let defaultValue, nil):
                values[option.name] = defaultValue
            }
        }
        self.values = values
    }

    public func bool(_ name: String) -> Bool {
        guard case .bool(let value) = value(name) else { preconditionFailure(typeMismatch(name, "bool")) }
        return value
    }

    public func integer(_ name: String) -> Int {
        guard case .integer(let value) = value(name) else { preconditionFailure(typeMismatch(name, "integer")) }
        return value
    }

    /// The number of an `integer_or_word` option; nil when it is set to one of its words.
    public func integerOrNone(_ name: String) -> Int? {
        switch value(name) {
        case .integer(let number): return number
        case .string: return nil
        default: preconditionFailure(typeMismatch(name, "integer or word"))
        }
    }

    /// The value of a string or choice option.
    public func string(_ name: String) -> String {
        guard case .string(let value) = value(name) else { preconditionFailure(typeMismatch(name, "string")) }
        return value
    }

    public func stringList(_ name: String) -> [String] {
        guard case .stringList(let value) = value(name) else { preconditionFailure(typeMismatch(name, "string list")) }
        return value
    }

    private func value(_ name: String) -> OptionValue {
        guard let value = values[name] else { preconditionFailure("rule \(ruleID) has no option '\(name)' in its catalog entry") }
        return value
    }

    private func typeMismatch(_ name: String, _ type: String) -> String {
        "option '\(name)' of rule \(ruleID) is not a \(type)"
    }
}
