/// Every rule's description, read from the `Rules/<id>.yml` files.
///
/// Schema of a rule file (unknown keys are errors):
/// ```yaml
/// id: inheritance_depth            # must equal the file name without .yml
/// title: Inheritance depth
/// severity: warning                # error | warning
/// opt_in: false                    # optional, default false
/// checklist: The checklist line, verbatim.
/// summary: One line, what is reported.
/// rationale: Why it matters.
/// options:                         # optional
///   - name: max_depth
///     type: integer                # bool | integer | string | string_list | choice | integer_or_word
///     minimum: 0                   # integer and integer_or_word only, optional
///     values: [a, b]               # choice and integer_or_word (its one word) only, required there
///     default: 1
///     description: What it changes.
/// examples:                        # optional
///   triggering:                    # `↓` before each reported token, at least one per example
///     - code: |
///         class ↓Leaf: Middle {}
///       files: {Other.swift: "…"}  # optional: other files of the example project
///       config: {max_depth: 2}     # optional: option values for this example only
///       path: Sources/A.swift      # optional, default Example.swift
///   non_triggering:                # no `↓` anywhere
///     - code: …
/// ```
public struct RuleCatalog: Sendable {
    /// The catalog compiled into this binary: the rule files parsed ahead of time (`CompiledRuleCatalog`).
    public static let builtIn = RuleCatalog(rules: CompiledRuleCatalog.rules)

    /// Sorted by id.
    public let rules: [RuleDescription]

    /// The rule files among the catalog's YAML files: all but the checklists (`ChecklistCatalog`).
    static func ruleFiles(_ files: [(name: String, text: String)]) -> [(name: String, text: String)] {
        files.filter { $0.name != ChecklistCatalog.fileName }
    }

    public subscript(id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// Parses every rule file completely, examples and rationale included: what compiling the
    /// built-in catalog and the tests do.
    public init(yamlFiles: [(name: String, text: String)]) throws {
        var rules: [RuleDescription] = []
        for file in yamlFiles {
            let rule = try RuleCatalog.parseRule(file.text, path: file.name)
            if let existing = rules.first(where: { $0.id == rule.id }) {
                throw ConfigurationError(path: file.name, line: 1, column: 1,
                                         message: "rule id '\(rule.id)' is already used by another file (\(existing.title))")
            }
            rules.append(rule)
        }
        self.init(rules: rules)
    }

    /// A catalog of rules already parsed (the built-in one, compiled ahead of time).
    init(rules: [RuleDescription]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// The Swift source of `Sources/ArchLintKit/Rules/CompiledRuleCatalog.swift`, from the catalog's
    /// YAML files (`Rules/*.yml`, by name): `EmbeddedRuleCatalog`, each rule file's text, which
    /// `explain`, SARIF and the tests read, `CompiledRuleCatalog`, each rule's head as parsed here,
    /// its rationale and examples parsed from that text when first read, and
    /// `CompiledChecklistCatalog`, the checklists as parsed here. So a run reads its catalog without
    /// parsing YAML (the checklists' took `report` 2.2 M instructions), and nothing is generated at
    /// build time. `Scripts/compile-catalog` writes it; a test fails while it differs from what the
    /// files give.
    static func compiledSource(files: [(name: String, text: String)]) throws -> String {
        let ruleTexts = ruleFiles(files)
        let catalog = try RuleCatalog(yamlFiles: ruleTexts)
        guard let checklistFile = files.first(where: { $0.name == ChecklistCatalog.fileName }) else {
            throw ConfigurationError(path: ChecklistCatalog.fileName, line: 1, column: 1, message: "the checklist catalog is missing")
        }
        let checklists = try ChecklistCatalog(yaml: checklistFile.text, path: checklistFile.name)
        var source = "// Generated from Rules/*.yml by Scripts/compile-catalog; RuleCatalogTests fails while it is stale.\n"
        source += "// Do not edit.\n"
        source += "\nenum EmbeddedRuleCatalog {\n    static let files: [(name: String, text: String)] = [\n"
        for file in ruleTexts {
            source += "        (\(swiftLiteral(file.name)), \(swiftRawLiteral(file.text))),\n"
        }
        source += "    ]\n}\n\nenum CompiledRuleCatalog {\n    static let rules: [RuleDescription] = [\n"
        for rule in catalog.rules {
            let path = rule.id + ".yml"
            source += "        " + rule.compiledSource(text: "EmbeddedRuleCatalog.text(of: \(swiftLiteral(path)))", path: path) + ",\n"
        }
        source += "    ]\n}\n\nenum CompiledChecklistCatalog {\n    static let sections: [ChecklistCatalog.Section] = [\n"
        for section in checklists.sections {
            source += "        " + section.compiledSource + ",\n"
        }
        return source + "    ]\n}\n"
    }

    static let marker: Unicode.Scalar = "↓"

    private static func parseRule(_ text: String, path: String) throws -> RuleDescription {
        let root = try YAMLParser.parse(text, path: path)
        let file = try YAMLMapping(root, path: path, what: "a rule file")
        try file.checkKeys(["id", "title", "severity", "opt_in", "checklist", "summary", "fix", "autofix", "rationale", "options", "examples"]) {
            "unknown key '\($0)' in a rule file"
        }
        let id = try file.string("id", in: "a rule file")
        let expectedID = path.hasSuffix(".yml") ? String(path.dropLast(4)) : path
        if id != expectedID {
            throw ConfigurationError(path: path, at: try file.required("id", in: "a rule file").mark,
                                     message: "rule id '\(id)' does not match the file name '\(path)'")
        }
        let what = "rule '\(id)'"
        let options = try parseOptions(file["options"], path: path, ruleID: id)
        var rule = RuleDescription(
            id: id,
            title: try file.string("title", in: what),
            defaultSeverity: try YAMLMapping.severity(try file.required("severity", in: what), path: path),
            optIn: try file["opt_in"].map { try YAMLMapping.bool($0, path: path, what: "'opt_in'") } ?? false,
            checklist: try file.string("checklist", in: what),
            summary: try file.string("summary", in: what),
            rationale: try file.string("rationale", in: what),
            options: options,
            examples: try parseExamples(file["examples"], path: path, options: options)
        )
        if file["fix"] != nil { rule.fix = try file.string("fix", in: what) }
        if let node = file["autofix"] {
            let autofix = try YAMLMapping(node, path: path, what: "'autofix'")
            try autofix.checkKeys(["kind", "title", "edit"]) { "unknown key '\($0)' in 'autofix'" }
            let kindNode = try autofix.required("kind", in: "'autofix'")
            guard let kind = FixKind(rawValue: try YAMLMapping.string(kindNode, path: path, what: "'kind'")) else {
                throw ConfigurationError(path: path, at: kindNode.mark, message: "'kind' of 'autofix' is 'safe' or 'unsafe'")
            }
            rule.autofix = RuleAutofix(kind: kind, title: try autofix.string("title", in: "'autofix'"),
                                       edit: try autofix.string("edit", in: "'autofix'"))
        }
        return rule
    }

    /// A rule file's rationale, parsed from its text when first read. The text was validated when
    /// the catalog was compiled, so this cannot fail (a failure would read as empty).
    static func deferredRationale(_ text: String, path: String) -> CatalogText<String> {
        CatalogText(deferred: {
            let entry = deferredBlock("rationale", of: text, path: path)
            return (try? entry?.string("rationale", in: "a rule file")) ?? ""
        })
    }

    /// A rule file's examples, parsed from its text when first read.
    static func deferredExamples(_ text: String, path: String, options: [RuleOption]) -> CatalogText<[RuleExample]> {
        CatalogText(deferred: {
            let entry = deferredBlock("examples", of: text, path: path)
            return (try? parseExamples(entry?["examples"], path: path, options: options)) ?? []
        })
    }

    private static func deferredBlock(_ key: String, of text: String, path: String) -> YAMLMapping? {
        guard let block = topLevelBlock(text, key: key) else { return nil }
        return (try? YAMLParser.parse(bytes: block, path: path)).flatMap { try? YAMLMapping($0, path: path, what: "a rule file") }
    }

    /// The block of a rule file's top-level `key` (the key at the margin with the indented and blank
    /// lines after it), preceded by a line break per line before it, so that line numbers stay the
    /// file's in any message. Over the bytes, in one pass.
    private static func topLevelBlock(_ text: String, key: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { bytes in
            let newline = UInt8(ascii: "\n")
            // The lines at the margin (each starts a block) and their line numbers.
            var starts: [(offset: Int, line: Int)] = []
            var offset = 0, line = 0
            while offset < bytes.count {
                let first = bytes[offset]
                if first != UInt8(ascii: " ") && first != newline && first != UInt8(ascii: "\r") { starts.append((offset, line)) }
                guard let end = bytes[offset...].firstIndex(of: newline) else { break }
                offset = end + 1
                line += 1
            }
            starts.append((bytes.count, line))
            for (block, next) in zip(starts, starts.dropFirst()) {
                let range = block.offset..<next.offset
                if range.count > key.utf8.count && bytes[range.lowerBound + key.utf8.count] == UInt8(ascii: ":")
                    && bytes[range.lowerBound..<range.lowerBound + key.utf8.count].elementsEqual(key.utf8) {
                    return Array(repeatElement(newline, count: block.line)) + bytes[range]
                }
            }
            return nil
        }
    }

    private static func parseOptions(_ node: YAMLNode?, path: String, ruleID: String) throws -> [RuleOption] {
        guard let node, !node.isNull else { return [] }
        guard case .sequence(let items) = node.content else {
            throw ConfigurationError(path: path, at: node.mark, message: "expected a list of options, found \(node.kindDescription)")
        }
        var options: [RuleOption] = []
        for item in items {
            let entry = try YAMLMapping(item, path: path, what: "an option")
            try entry.checkKeys(["name", "type", "minimum", "values", "default", "description"]) { "unknown key '\($0)' in an option" }
            let name = try entry.string("name", in: "an option")
            let what = "option '\(name)'"
            if name == "severity" || options.contains(where: { $0.name == name }) {
                throw ConfigurationError(path: path, at: item.mark, message: "\(what) is declared twice or shadows 'severity'")
            }
            let typeNode = try entry.required("type", in: what)
            let kind: RuleOption.Kind
            // Keys that only some types take.
            let typeKeys: [String]
            switch typeNode.scalarText {
            case "bool":
                (kind, typeKeys) = (.bool, [])
            case "integer", "integer_or_word":
                let minimum = try entry["minimum"].map { node -> Int in
                    guard let text = node.scalarText, let number = Int(text) else {
                        throw ConfigurationError(path: path, at: node.mark, message: "expected an integer for 'minimum'")
                    }
                    return number
                }
                if typeNode.scalarText == "integer" {
                    (kind, typeKeys) = (.integer(minimum: minimum), ["minimum"])
                } else {
                    let valuesNode = try entry.required("values", in: what)
                    let words = try YAMLMapping.stringList(valuesNode, path: path, what: "'values'").map(\.text)
                    guard words.count == 1 else {
                        throw ConfigurationError(path: path, at: valuesNode.mark, message: "\(what) of type integer_or_word takes one word in 'values'")
                    }
                    (kind, typeKeys) = (.integerOrWord(minimum: minimum, word: words[0]), ["minimum", "values"])
                }
            case "string":
                (kind, typeKeys) = (.string, [])
            case "string_list":
                (kind, typeKeys) = (.stringList, [])
            case "choice":
                let values = try YAMLMapping.stringList(try entry.required("values", in: what), path: path, what: "'values'").map(\.text)
                if values.isEmpty {
                    throw ConfigurationError(path: path, at: item.mark, message: "\(what) has no 'values' to choose from")
                }
                (kind, typeKeys) = (.choice(values), ["values"])
            default:
                throw ConfigurationError(path: path, at: typeNode.mark,
                                         message: "unknown option type \(typeNode.kindDescription); expected bool, integer, string, string_list, choice or integer_or_word")
            }
            for key in ["minimum", "values"] where !typeKeys.contains(key) {
                if let node = entry[key] {
                    throw ConfigurationError(path: path, at: node.mark, message: "'\(key)' does not apply to \(what) of type \(typeNode.kindDescription)")
                }
            }
            var option = RuleOption(name: name, kind: kind, defaultValue: .bool(false), description: try entry.string("description", in: what))
            option.defaultValue = try option.value(from: try entry.required("default", in: what), path: path)
            options.append(option)
        }
        return options
    }

    private static func parseExamples(_ node: YAMLNode?, path: String, options: [RuleOption]) throws -> [RuleExample] {
        guard let node else { return [] }
        let groups = try YAMLMapping(node, path: path, what: "'examples'")
        try groups.checkKeys(["triggering", "non_triggering"]) { "unknown key '\($0)' in 'examples'" }
        var examples: [RuleExample] = []
        for (key, expectation) in [("triggering", RuleExample.Expectation.triggering), ("non_triggering", .nonTriggering)] {
            guard let list = groups[key], !list.isNull else { continue }
            guard case .sequence(let items) = list.content else {
                throw ConfigurationError(path: path, at: list.mark, message: "expected a list of examples under '\(key)'")
            }
            for item in items {
                examples.append(try parseExample(item, expectation: expectation, path: path, options: options))
            }
        }
        return examples
    }

    private static func parseExample(_ item: YAMLNode, expectation: RuleExample.Expectation, path: String,
                                     options: [RuleOption]) throws -> RuleExample {
        let entry = try YAMLMapping(item, path: path, what: "an example")
        try entry.checkKeys(["code", "files", "config", "path"]) { "unknown key '\($0)' in an example" }
        let code = try entry.string("code", in: "an example")
        // Scalars, not Characters: grapheme breaking made parsing the catalog a tenth of an editor run.
        let hasMarker = code.unicodeScalars.contains(marker)
        if expectation == .triggering && !hasMarker {
            throw ConfigurationError(path: path, at: item.mark, message: "a triggering example needs a '↓' before each reported token")
        }
        if expectation == .nonTriggering && hasMarker {
            throw ConfigurationError(path: path, at: item.mark, message: "a non-triggering example must not contain '↓'")
        }
        var otherFiles: [String: String] = [:]
        if let files = entry["files"] {
            for file in try YAMLMapping(files, path: path, what: "'files'").entries {
                let source = try YAMLMapping.string(file.value, path: path, what: "file '\(file.key)'")
                if source.unicodeScalars.contains(marker) {
                    throw ConfigurationError(path: path, at: file.value.mark, message: "'↓' belongs in the example's code, not in its other files")
                }
                otherFiles[file.key] = source
            }
        }
        var configuration: [String: OptionValue] = [:]
        if let config = entry["config"] {
            let settings = try YAMLMapping(config, path: path, what: "'config'")
            try settings.checkKeys(options.map(\.name)) { "unknown option '\($0)' in an example's config" }
            for setting in settings.entries {
                let option = options.first { $0.name == setting.key }!
                configuration[setting.key] = try option.value(from: setting.value, path: path)
            }
        }
        let examplePath = try entry["path"].map { try YAMLMapping.string($0, path: path, what: "'path'") } ?? "Example.swift"
        return RuleExample(expectation: expectation, code: code, otherFiles: otherFiles,
                           configuration: configuration, path: examplePath)
    }
}

extension EmbeddedRuleCatalog {
    /// The text of the embedded file `name` (`init_injection.yml`).
    static func text(of name: String) -> String {
        guard let file = files.first(where: { $0.name == name }) else { fatalError("Rules/\(name) is not embedded") }
        return file.text
    }
}
