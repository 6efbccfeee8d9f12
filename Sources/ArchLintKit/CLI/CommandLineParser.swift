/// Turns `archlint`'s arguments (without the program name) into a `Command`, or a `UsageError`
/// whose one line says what is wrong and, for a misspelt name, what was probably meant.
///
/// Options take their value as `--name value` or `--name=value`; `--` ends the options, so the
/// arguments after it are paths even when they start with `-`. A repeated option keeps its last
/// value, except `--enable`/`--disable`, whose ids add up.
public enum CommandLineParser {
    /// `defaultJobs` is the `--jobs` value when none is given (the caller passes the core count).
    public static func parse(_ arguments: [String], catalog: RuleCatalog = .builtIn, defaultJobs: Int) throws -> Command {
        guard let first = arguments.first else {
            throw UsageError("no command given; run 'archlint --help' for the list of commands")
        }
        let rest = arguments.dropFirst()
        if let command = CommandName(rawValue: first) {
            return try parse(command, rest, catalog: catalog, defaultJobs: defaultJobs)
        }
        switch first {
        case "--version":
            try expectNothing(after: first, rest)
            return .version
        case "--help", "-h":
            // `archlint --help lint` reads naturally too.
            if let topic = rest.first, rest.count == 1, let command = CommandName(rawValue: topic) {
                return .help(.command(command))
            }
            try expectNothing(after: first, rest)
            return .help(.overview)
        default:
            break
        }
        if first.hasPrefix("-") {
            let optionName = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
            if lintOptions.contains(where: { $0.name == optionName }) {
                throw UsageError("option '\(optionName)' belongs after a command, as in 'archlint lint \(optionName)'")
            }
            throw UsageError("unknown option '\(optionName)'" + suggestion(for: optionName, among: ["--version", "--help"]))
        }
        let closest = suggestion(for: first, among: CommandName.allCases.map(\.rawValue))
        throw UsageError("unknown command '\(first)'" + (closest.isEmpty ? "; run 'archlint --help' for the list of commands" : closest))
    }

    // MARK: - commands

    private static func parse(_ command: CommandName, _ arguments: ArraySlice<String>, catalog: RuleCatalog,
                              defaultJobs: Int) throws -> Command {
        let specs: [OptionSpec]
        switch command {
        case .lint: specs = lintOptions
        case .tokens: specs = [OptionSpec("--format", takesValue: true)]
        case .graph: specs = viewOptions + ["--kind", "--module", "--type", "--depth"].map { OptionSpec($0, takesValue: true) }
        case .report: specs = viewOptions + [OptionSpec("--baseline", takesValue: true)]
        case .initialize: specs = initOptions
        case .rules, .explain, .declarations, .languageServer: specs = []
        }
        guard let scanned = try scan(arguments, options: specs) else { return .help(.command(command)) }

        switch command {
        case .lint:
            return .lint(try lintOptions(from: scanned, catalog: catalog, defaultJobs: defaultJobs))
        case .rules:
            try expectNoPositionals(scanned, command)
            return .rules
        case .initialize:
            return try initialization(from: scanned, defaultJobs: defaultJobs)
        case .languageServer:
            try expectNoPositionals(scanned, command)
            return .languageServer
        case .explain:
            let ruleID = try singlePositional(scanned, command, what: "a rule id; run 'archlint rules' for the list")
            guard catalog[ruleID] != nil else {
                throw UsageError("unknown rule id '\(ruleID)'" + suggestion(for: ruleID, among: catalog.rules.map(\.id)))
            }
            return .explain(ruleID: ruleID)
        case .tokens:
            // JSON lines are the only dump format; the option exists so scripts can say so explicitly.
            for option in scanned.options {
                try checkChoice(option.value, of: option.name, among: ["json"])
            }
            return .tokens(path: try singlePositional(scanned, command, what: "a Swift file"))
        case .declarations:
            return .declarations(path: try singlePositional(scanned, command, what: "a Swift file"))
        case .graph:
            return .graph(try graphOptions(from: scanned, defaultJobs: defaultJobs))
        case .report:
            return .report(try reportOptions(from: scanned, defaultJobs: defaultJobs))
        }
    }

    /// The options `graph` and `report` share.
    static let viewOptions = [
        OptionSpec("--format", takesValue: true),
        OptionSpec("--output", takesValue: true),
        OptionSpec("--config", takesValue: true),
        OptionSpec("--jobs", takesValue: true),
        OptionSpec("--cache-path", takesValue: true),
        OptionSpec("--no-cache", takesValue: false),
    ]

    /// Reads a shared view option into `input`; false for an option of the command itself.
    private static func readViewOption(_ name: String, _ value: String?, into input: inout ViewInput) throws -> Bool {
        switch name {
        case "--output": input.outputPath = value
        case "--config": input.configPath = value
        case "--jobs": input.jobs = try positiveInteger(value!, of: name)
        case "--cache-path": input.cachePath = value
        case "--no-cache": input.noCache = true
        default: return false
        }
        return true
    }

    private static func viewInput(_ scanned: ScannedArguments, _ command: CommandName, defaultJobs: Int) throws -> ViewInput {
        var input = ViewInput(jobs: defaultJobs)
        if scanned.positionals.count > 1 {
            throw UsageError("unexpected argument '\(scanned.positionals[1])' for 'archlint \(command.rawValue)'; it takes one project folder")
        }
        input.path = scanned.positionals.first ?? "."
        return input
    }

    private static func graphOptions(from scanned: ScannedArguments, defaultJobs: Int) throws -> GraphOptions {
        var options = GraphOptions(input: try viewInput(scanned, .graph, defaultJobs: defaultJobs))
        var depthGiven = false
        for (name, value) in scanned.options where try !readViewOption(name, value, into: &options.input) {
            switch name {
            case "--format":
                try checkChoice(value, of: name, among: GraphFormat.allCases.map(\.rawValue))
                options.format = GraphFormat(rawValue: value!)!
            case "--kind":
                try checkChoice(value, of: name, among: ["inheritance", "dependencies", "layers", "all"])
                options.drawsLayers = value == "layers"
                options.kinds = ArchitectureGraph.Kinds(rawValue: value!) ?? .all
            case "--module": options.module = value
            case "--type": options.typeName = value
            case "--depth":
                guard let depth = Int(value!), depth >= 0 else {
                    throw UsageError("invalid value '\(value!)' for '--depth'; expected a non-negative integer")
                }
                options.depth = depth
                depthGiven = true
            default: preconditionFailure("graph option \(name) is declared but not handled")
            }
        }
        if depthGiven, options.typeName == nil {
            throw UsageError("option '--depth' sets how far from '--type NAME' the graph reaches; give '--type' too")
        }
        if options.module != nil, options.typeName != nil {
            throw UsageError("option '--module' cannot be combined with '--type'")
        }
        if options.drawsLayers, options.module != nil || options.typeName != nil {
            throw UsageError("option '\(options.module != nil ? "--module" : "--type")' selects types; '--kind layers' draws layers")
        }
        return options
    }

    private static func reportOptions(from scanned: ScannedArguments, defaultJobs: Int) throws -> ReportOptions {
        var options = ReportOptions(input: try viewInput(scanned, .report, defaultJobs: defaultJobs))
        for (name, value) in scanned.options where try !readViewOption(name, value, into: &options.input) {
            switch name {
            case "--format":
                try checkChoice(value, of: name, among: ChecklistReportFormat.allCases.map(\.rawValue))
                options.format = ChecklistReportFormat(rawValue: value!)!
            case "--baseline": options.baselinePath = value
            default: preconditionFailure("report option \(name) is declared but not handled")
            }
        }
        return options
    }

    /// `--layers` and the options of the lint it runs (those of a view that apply).
    static let initOptions = [OptionSpec("--layers", takesValue: false)] + viewOptions.filter { ["--jobs", "--cache-path", "--no-cache"].contains($0.name) }

    /// `init` alone, or `init --layers [PATH]`: only `--layers` takes a folder and lint's options.
    private static func initialization(from scanned: ScannedArguments, defaultJobs: Int) throws -> Command {
        guard scanned.options.contains(where: { $0.name == "--layers" }) else {
            if let option = scanned.options.first {
                throw UsageError("option '\(option.name)' belongs to 'archlint init --layers'; plain 'archlint init' takes no option")
            }
            if let extra = scanned.positionals.first {
                throw UsageError("unexpected argument '\(extra)' for 'archlint init'; a project folder goes after '--layers'")
            }
            return .initialize
        }
        var input = try viewInput(scanned, .initialize, defaultJobs: defaultJobs)
        for (name, value) in scanned.options where name != "--layers" {
            guard try readViewOption(name, value, into: &input) else { preconditionFailure("init option \(name) is declared but not handled") }
        }
        return .initializeLayers(input)
    }

    private static func positiveInteger(_ value: String, of option: String) throws -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError("invalid value '\(value)' for '\(option)'; expected a positive integer")
        }
        return number
    }

    static let lintOptions = [
        OptionSpec("--format", takesValue: true),
        OptionSpec("--output", takesValue: true),
        OptionSpec("--config", takesValue: true),
        OptionSpec("--stdin-path", takesValue: true),
        OptionSpec("--baseline", takesValue: true),
        OptionSpec("--write-baseline", takesValue: true),
        OptionSpec("--strict", takesValue: false),
        OptionSpec("--quiet", takesValue: false),
        OptionSpec("--absolute-paths", takesValue: false),
        OptionSpec("--statistics", takesValue: false),
        OptionSpec("--jobs", takesValue: true),
        OptionSpec("--cache-path", takesValue: true),
        OptionSpec("--no-cache", takesValue: false),
        OptionSpec("--enable", takesValue: true),
        OptionSpec("--disable", takesValue: true),
        OptionSpec("--fix", takesValue: false),
        OptionSpec("--unsafe-fixes", takesValue: false),
        OptionSpec("--diff", takesValue: false),
    ]

    private static func lintOptions(from scanned: ScannedArguments, catalog: RuleCatalog, defaultJobs: Int) throws -> LintOptions {
        var options = LintOptions(paths: scanned.positionals, jobs: defaultJobs)
        for (name, value) in scanned.options {
            switch name {
            case "--format":
                try checkChoice(value, of: name, among: ReportFormat.allCases.map(\.rawValue))
                options.format = ReportFormat(rawValue: value!)!
            case "--output": options.outputPath = value
            case "--config": options.configPath = value
            case "--stdin-path": options.stdinPath = value
            case "--baseline": options.baselinePath = value
            case "--write-baseline": options.writeBaselinePath = value
            case "--strict": options.strict = true
            case "--quiet": options.quiet = true
            case "--absolute-paths": options.absolutePaths = true
            case "--statistics": options.statistics = true
            case "--jobs": options.jobs = try positiveInteger(value!, of: name)
            case "--cache-path": options.cachePath = value
            case "--no-cache": options.noCache = true
            case "--enable": options.enable.formUnion(try ruleIDs(value!, of: name, catalog: catalog))
            case "--disable": options.disable.formUnion(try ruleIDs(value!, of: name, catalog: catalog))
            case "--fix": options.fix = true
            case "--unsafe-fixes": options.unsafeFixes = true
            case "--diff": options.diff = true
            default: preconditionFailure("lint option \(name) is declared but not handled")
            }
        }
        if options.statistics, options.format != .text {
            throw UsageError("option '--statistics' prints text; it takes no '--format \(options.format.rawValue)'")
        }
        if options.unsafeFixes, !options.fix, !options.diff {
            throw UsageError("option '--unsafe-fixes' adds unsafe fixes to '--fix' or '--diff'; give one of them")
        }
        if options.fix || options.diff, options.statistics || options.writeBaselinePath != nil {
            throw UsageError("option '\(options.fix ? "--fix" : "--diff")' cannot be combined with '\(options.statistics ? "--statistics" : "--write-baseline")'")
        }
        if options.paths.isEmpty {
            // An editor linting its buffer wants that file's findings, not the whole project's.
            options.paths = [options.stdinPath ?? "."]
        }
        return options
    }

    private static func ruleIDs(_ list: String, of option: String, catalog: RuleCatalog) throws -> Set<String> {
        let ids = list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { throw UsageError("option '\(option)' needs a comma-separated list of rule ids") }
        for id in ids where catalog[id] == nil {
            throw UsageError("unknown rule id '\(id)' in '\(option)'" + suggestion(for: id, among: catalog.rules.map(\.id)))
        }
        return Set(ids)
    }

    private static func checkChoice(_ value: String?, of option: String, among choices: [String]) throws {
        guard let value, choices.contains(value) else {
            throw UsageError("invalid value '\(value ?? "")' for '\(option)'; expected one of: \(choices.joined(separator: ", "))")
        }
    }

    private static func expectNothing(after option: String, _ rest: ArraySlice<String>) throws {
        if let extra = rest.first { throw UsageError("unexpected argument '\(extra)' after '\(option)'") }
    }

    private static func expectNoPositionals(_ scanned: ScannedArguments, _ command: CommandName) throws {
        if let extra = scanned.positionals.first {
            throw UsageError("unexpected argument '\(extra)' for 'archlint \(command.rawValue)'")
        }
    }

    private static func singlePositional(_ scanned: ScannedArguments, _ command: CommandName, what: String) throws -> String {
        guard let value = scanned.positionals.first else {
            throw UsageError("'archlint \(command.rawValue)' needs \(what)")
        }
        if scanned.positionals.count > 1 {
            throw UsageError("unexpected argument '\(scanned.positionals[1])' for 'archlint \(command.rawValue)'")
        }
        return value
    }

    // MARK: - scanning

    struct OptionSpec {
        let name: String
        let takesValue: Bool

        init(_ name: String, takesValue: Bool) {
            self.name = name
            self.takesValue = takesValue
        }
    }

    struct ScannedArguments {
        var positionals: [String] = []
        /// In command-line order; `value` is nil exactly for options that take none.
        var options: [(name: String, value: String?)] = []
    }

    /// Splits a command's arguments into options and positionals; nil when they ask for help, which
    /// wins over any mistake elsewhere on the line.
    private static func scan(_ arguments: ArraySlice<String>, options specs: [OptionSpec]) throws -> ScannedArguments? {
        let optionArguments = arguments.prefix { $0 != "--" }
        if optionArguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return nil }

        var scanned = ScannedArguments()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                scanned.positionals += arguments[index...]
                break
            }
            // A lone `-` is an ordinary argument, as is anything not starting with `-`.
            guard argument.hasPrefix("-"), argument != "-" else {
                scanned.positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inlineValue = parts.count == 2 ? String(parts[1]) : nil
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'" + suggestion(for: name, among: specs.map(\.name) + ["--help"]))
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                scanned.options.append((name, nil))
                continue
            }
            var value = inlineValue
            // A following option is not taken for a value: `--output --strict` forgot the file name.
            if value == nil, index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw UsageError("option '\(name)' needs a value") }
            scanned.options.append((name, value))
        }
        return scanned
    }
}
