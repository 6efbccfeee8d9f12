/// What `Rules/<id>.yml` says about a rule: the single source of truth for its id, severity,
/// checklist line, rationale, options and examples.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var title: String
    public var defaultSeverity: Severity
    /// Opt-in rules run only when `opt_in_rules` or `--enable` names them.
    public var optIn: Bool
    /// The checklist line the rule enforces, verbatim.
    public var checklist: String
    /// One line: what the rule reports (`archlint rules`, SARIF `shortDescription`).
    public var summary: String
    /// Why it matters (SARIF `fullDescription`, `explain`). Parsed on first use for the built-in
    /// catalog: linting never reads it.
    public var rationale: String {
        get { rationaleSource.value }
        set { rationaleSource = CatalogText(newValue) }
    }
    var rationaleSource: CatalogText<String>
    /// The fix in a few words (`lint --statistics`); "" when the rule file gives none.
    public var fix = ""
    /// The fix `lint --fix` applies to its findings, when the rule has one (`autofix:` in the rule file).
    public var autofix: RuleAutofix?
    public var options: [RuleOption]
    /// Parsed on first use for the built-in catalog: only `explain` and the tests read them.
    public var examples: [RuleExample] {
        get { exampleSource.value }
        set { exampleSource = CatalogText(newValue) }
    }
    var exampleSource: CatalogText<[RuleExample]>

    /// The rule's documentation: its catalog entry (checklist line, rationale, options, examples)
    /// in the repository, linked from editors' diagnostics.
    public var documentationURL: String { ArchLint.informationURI + "/blob/main/Rules/\(id).yml" }

    public init(id: String, title: String, defaultSeverity: Severity, optIn: Bool, checklist: String,
                summary: String, rationale: String, options: [RuleOption], examples: [RuleExample]) {
        self.id = id
        self.title = title
        self.defaultSeverity = defaultSeverity
        self.optIn = optIn
        self.checklist = checklist
        self.summary = summary
        rationaleSource = CatalogText(rationale)
        self.options = options
        exampleSource = CatalogText(examples)
    }

    init(id: String, title: String, defaultSeverity: Severity, optIn: Bool, checklist: String,
         summary: String, rationaleSource: CatalogText<String>, options: [RuleOption], exampleSource: CatalogText<[RuleExample]>) {
        self.init(id: id, title: title, defaultSeverity: defaultSeverity, optIn: optIn, checklist: checklist,
                  summary: summary, rationale: "", options: options, examples: [])
        self.rationaleSource = rationaleSource
        self.exampleSource = exampleSource
    }
}

/// The fix a rule attaches to its findings: whether it is safe, and the edit in a few words.
public struct RuleAutofix: Sendable, Hashable {
    public var kind: FixKind
    /// The language server's title of the quick fix, in the imperative; an unsafe fix's says why it is
    /// unsafe (`Insert @MainActor (unsafe: callers may need await)`).
    public var title: String
    public var edit: String
}

/// A part of a rule file (its examples, its rationale), or what parses into it when first asked for.
struct CatalogText<Value: Sendable & Hashable>: Sendable, Hashable {
    private let parsed: Lazy<Value>

    init(_ value: Value) { parsed = Lazy(computed: value) }

    init(deferred parse: @escaping @Sendable () -> Value) { parsed = Lazy(parse) }

    var value: Value { parsed.value }

    static func == (left: CatalogText, right: CatalogText) -> Bool { left.value == right.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A configurable option of a rule, with its type and default.
public struct RuleOption: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case bool
        case integer(minimum: Int?)
        case string
        case stringList
        /// One of a fixed set of words.
        case choice([String])
        /// An integer, or one word meaning "none" (`macos_only_minimum: off`). One word, not a list:
        /// LeakSanitizer cannot follow an array kept in this enum's payload, whose spare bits hold the case.
        case integerOrWord(minimum: Int?, word: String)
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: OptionValue
    public var description: String

    public init(name: String, kind: Kind, defaultValue: OptionValue, description: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.description = description
    }
}

/// A value of a rule option, from the catalog default or from `.archlint.yml`.
public enum OptionValue: Sendable, Hashable {
    case bool(Bool)
    case integer(Int)
    case string(String)
    case stringList([String])
}

/// A code example from the catalog. In triggering examples `↓` marks each reported position.
public struct RuleExample: Sendable, Hashable {
    public enum Expectation: String, Sendable, Hashable {
        case triggering
        case nonTriggering
    }

    public var expectation: Expectation
    /// Swift source, with `↓` markers in triggering examples.
    public var code: String
    /// Extra files of the example's project (path → source), for rules that need cross-file facts.
    public var otherFiles: [String: String]
    /// Option values that apply to this example only.
    public var configuration: [String: OptionValue]
    /// Path of the example's main file relative to the project root (default `Example.swift`).
    public var path: String

    public init(expectation: Expectation, code: String, otherFiles: [String: String] = [:],
                configuration: [String: OptionValue] = [:], path: String = "Example.swift") {
        self.expectation = expectation
        self.code = code
        self.otherFiles = otherFiles
        self.configuration = configuration
        self.path = path
    }
}

extension RuleDescription {
    /// A rule compiled ahead of time (`CompiledRuleCatalog`): its head as parsed then, its rationale
    /// and examples parsed from `text`, the rule file, when first read (linting reads neither).
    init(compiledFrom text: String, path: String, id: String, title: String, defaultSeverity: Severity, optIn: Bool,
         checklist: String, summary: String, fix: String, autofix: RuleAutofix?, options: [RuleOption]) {
        self.init(id: id, title: title, defaultSeverity: defaultSeverity, optIn: optIn, checklist: checklist, summary: summary,
                  rationaleSource: RuleCatalog.deferredRationale(text, path: path), options: options,
                  exampleSource: RuleCatalog.deferredExamples(text, path: path, options: options))
        self.fix = fix
        self.autofix = autofix
    }

    /// Swift source that makes this rule again through `init(compiledFrom:…)`, `text` being a Swift
    /// expression for the rule file's text.
    func compiledSource(text: String, path: String) -> String {
        let autofixSource = autofix.map {
            "RuleAutofix(kind: .\($0.kind.rawValue), title: \(swiftLiteral($0.title)), edit: \(swiftLiteral($0.edit)))"
        } ?? "nil"
        let optionSources = options.map { option in
            "RuleOption(name: \(swiftLiteral(option.name)), kind: \(option.kind.compiledSource), "
                + "defaultValue: \(option.defaultValue.compiledSource), description: \(swiftLiteral(option.description)))"
        }
        return "RuleDescription(compiledFrom: \(text), path: \(swiftLiteral(path)), id: \(swiftLiteral(id)), title: \(swiftLiteral(title)), "
            + "defaultSeverity: .\(defaultSeverity.rawValue), optIn: \(optIn), checklist: \(swiftLiteral(checklist)), "
            + "summary: \(swiftLiteral(summary)), fix: \(swiftLiteral(fix)), autofix: \(autofixSource), "
            + "options: [\(optionSources.joined(separator: ", "))])"
    }
}

extension RuleOption.Kind {
    var compiledSource: String {
        switch self {
        case .bool: return ".bool"
        case .integer(let minimum): return ".integer(minimum: \(minimum.map(String.init) ?? "nil"))"
        case .string: return ".string"
        case .stringList: return ".stringList"
        case .choice(let values): return ".choice([\(values.map(swiftLiteral).joined(separator: ", "))])"
        case .integerOrWord(let minimum, let word):
            return ".integerOrWord(minimum: \(minimum.map(String.init) ?? "nil"), word: \(swiftLiteral(word)))"
        }
    }
}

extension OptionValue {
    var compiledSource: String {
        switch self {
        case .bool(let value): return ".bool(\(value))"
        case .integer(let value): return ".integer(\(value))"
        case .string(let value): return ".string(\(swiftLiteral(value)))"
        case .stringList(let values): return ".stringList([\(values.map(swiftLiteral).joined(separator: ", "))])"
        }
    }
}

/// `text` as a Swift string literal.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

/// `text` as a multi-line raw string literal whose delimiter cannot occur in it, so the text reads
/// as written.
func swiftRawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") || text.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "\"\"\"" + hashes
}
