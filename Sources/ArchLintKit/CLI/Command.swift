/// What one `archlint` invocation asks for, after its arguments are parsed and checked.
public enum Command: Equatable, Sendable {
    case lint(LintOptions)
    case rules
    case explain(ruleID: String)
    case initialize
    case tokens(path: String)
    case declarations(path: String)
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

    public init(paths: [String], jobs: Int) {
        self.paths = paths
        self.jobs = jobs
    }
}

/// A mistake on the command line. `description` is the single line printed on stderr; the exit code is 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { "archlint: \(message)" }
}
