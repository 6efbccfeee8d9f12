/// What one `archlint` invocation asks for, after its arguments are parsed and checked.
public enum Command: Equatable, Sendable {
    case lint(LintOptions)
    case rules
    case explain(ruleID: String)
    case initialize
    /// `archlint init --layers [PATH]`: the project folder (`path`, "." by default) and how to lint it.
    case initializeLayers(ViewInput)
    case tokens(path: String)
    case declarations(path: String)
    /// `archlint lsp`: the language server on stdin and stdout.
    case languageServer
    case graph(GraphOptions)
    case report(ReportOptions)
    case version
    case help(HelpTopic)
}

/// The subcommands, by the name typed on the command line.
public enum CommandName: String, CaseIterable, Sendable {
    case lint
    case rules
    case explain
    case initialize = "init"
    case tokens
    case declarations
    case languageServer = "lsp"
    case graph
    case report
}

/// Which help text `--help` prints: the overview, or one command's.
public enum HelpTopic: Equatable, Sendable {
    case overview
    case command(CommandName)
}

/// The options of `archlint lint`, as given on the command line.
public struct LintOptions: Equatable, Sendable {
    /// Files and directories to lint; `["."]` when none are given, or the `--stdin-path` file alone.
    public var paths: [String]
    public var format: ReportFormat = .text
    public var outputPath: String?
    public var configPath: String?
    public var stdinPath: String?
    public var baselinePath: String?
    public var writeBaselinePath: String?
    public var strict = false
    public var quiet = false
    /// `--absolute-paths`: absolute paths in the text format (Xcode's issue navigator needs them).
    public var absolutePaths = false
    /// `--statistics`: counts per rule and per root cause instead of the findings.
    public var statistics = false
    public var jobs: Int
    /// `--cache-path DIR` (base folder of the index cache) and `--no-cache`.
    public var cachePath: String?
    public var noCache = false
    public var enable: Set<String> = []
    public var disable: Set<String> = []
    /// `--fix`, `--diff` and `--unsafe-fixes`.
    public var fix = false
    public var diff = false
    public var unsafeFixes = false

    public init(paths: [String], jobs: Int) {
        self.paths = paths
        self.jobs = jobs
    }
}

/// What `archlint graph` and `archlint report` share: the project to lint and how.
public struct ViewInput: Equatable, Sendable {
    /// The project folder (or a file in it); "." by default.
    public var path = "."
    public var configPath: String?
    public var outputPath: String?
    public var jobs: Int
    public var cachePath: String?
    public var noCache = false

    public init(jobs: Int) { self.jobs = jobs }
}

/// The options of `archlint graph`.
public struct GraphOptions: Equatable, Sendable {
    public var input: ViewInput
    public var format: GraphFormat = .mermaid
    public var kinds: ArchitectureGraph.Kinds = .all
    /// `--kind layers`: the layers and the uses between them (`LayerGraph`) instead of types.
    public var drawsLayers = false
    /// `--module NAME`: that module's types and their direct neighbours.
    public var module: String?
    /// `--type NAME [--depth N]`: the types within N edges of that type (N = 1 by default).
    public var typeName: String?
    public var depth = 1

    public init(input: ViewInput) { self.input = input }
}

/// The options of `archlint report`.
public struct ReportOptions: Equatable, Sendable {
    public var input: ViewInput
    public var format: ChecklistReportFormat = .html
    public var baselinePath: String?

    public init(input: ViewInput) { self.input = input }
}

/// A mistake on the command line. `description` is the single line printed on stderr; the exit code is 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { "archlint: \(message)" }
}
