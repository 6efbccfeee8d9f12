/// What `archlint lint` asks the engine for, after the command line is parsed.
public struct LintRequest: Sendable {
    /// Files and directories as given (relative to the current directory or absolute); `["."]` by default.
    public var paths: [String]
    /// `--config FILE`; else the nearest `.archlint.yml` from the first path upward.
    public var configPath: String?
    /// `--stdin-path PATH` and the bytes read from standard input for it.
    public var stdinPath: String?
    public var stdinSource: [UInt8]?
    /// `--enable` / `--disable` rule ids, over the configuration.
    public var enable: Set<String>
    public var disable: Set<String>
    /// Worker threads; output is identical for every value.
    public var jobs: Int
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// Base folder of the project-index cache; nil runs without one.
    public var cacheBase: String?
    /// The user's home folder (`$HOME`): a project root found by its project files is always below it.
    public var homeDirectory: String?
    /// The process ends right after this run (the command-line tool): the project index is then
    /// left for the exit to reclaim, since freeing its many small objects took ~3 ms of a 25 ms
    /// editor run. Long-lived callers (tests, the fuzzer) keep the default and free it.
    public var processEndsAfterRun = false
    /// `--fix` / `--diff` with `--unsafe-fixes` or not; nil lints only.
    public var fixes: FixRequest?
    /// The outcome keeps the project index (`archlint graph` and `report` draw from it).
    public var keepsIndex = false
    /// What of the findings the caller reads: all of it for `lint`, less for a view.
    public var findingDetail = FindingDetail.all
    /// The project root, instead of the one found from the first path (`init --layers PATH` lints
    /// PATH as the root its new `.archlint.yml` makes it).
    public var projectRoot: String?
    /// The summaries record `ArchitectureFacts` even when no team architecture rule runs (the
    /// layer views of a project without `layers:`).
    public var recordsArchitectureFacts = false

    public init(paths: [String], configPath: String? = nil, stdinPath: String? = nil, stdinSource: [UInt8]? = nil,
                enable: Set<String> = [], disable: Set<String> = [], jobs: Int, currentDirectory: String,
                cacheBase: String? = nil, homeDirectory: String? = nil) {
        self.cacheBase = cacheBase
        self.homeDirectory = homeDirectory
        self.paths = paths
        self.configPath = configPath
        self.stdinPath = stdinPath
        self.stdinSource = stdinSource
        self.enable = enable
        self.disable = disable
        self.jobs = jobs
        self.currentDirectory = currentDirectory
    }
}

/// What of the findings a run works out beyond their rule, place and message: what `lint`
/// reports or applies, which a view (`graph`, `report`) never reads and so leaves out.
public struct FindingDetail: Sendable, Equatable {
    /// Fixes' edits (`Finding.fix`, `LintOutcome.fixedTextHashes`), for `--fix`, `--diff`, SARIF
    /// and quick fixes; hashing each fixed file's text cost more than a view's graph.
    public var fixes = true
    /// `unused_suppression` findings, which belong to no type: the graph draws none.
    public var unusedSuppressions = true
    /// In `Finding.reportOrder`; else in path order, a file's in rule order (the graph counts them).
    public var reportOrder = true

    public static let all = FindingDetail()

    public init(fixes: Bool = true, unusedSuppressions: Bool = true, reportOrder: Bool = true) {
        self.fixes = fixes
        self.unusedSuppressions = unusedSuppressions
        self.reportOrder = reportOrder
    }
}

/// What a lint run found, and what it had to skip.
public struct LintOutcome: Sendable {
    /// Every finding, suppressions applied, in `Finding.reportOrder` (as `LintRequest.findingDetail` asks).
    public var findings: [Finding]
    /// Files linted (not merely indexed).
    public var fileCount: Int
    /// Files that could not be read or decoded, or lie outside the project root. Their presence
    /// makes the exit code 2 when nothing failed.
    public var skipped: [SkippedFile]
    /// Warnings about the run itself (`archlint: warning: every file given is excluded …; nothing was linted`).
    public var warnings: [String]
    /// `archlint: no Swift files in Docs; nothing was linted` when the paths given hold no Swift
    /// file at all: a mistyped path, which fails the run (exit 2) instead of passing it.
    public var noSwiftFiles: String?
    /// Absolute project root, the enabled rules (in id order) and their effective severities.
    public var projectRoot: String
    public var rules: [RuleDescription]
    public var severities: [String: Severity]
    /// For each file (relative to the root) with a fixable finding, `FNV1a64.hash` of the text linted.
    public var fixedTextHashes: [String: UInt64] = [:]
    /// What `--fix` or `--diff` did, when asked.
    public var fixes: FixOutcome?
    /// The index the run linted with, when `LintTargets.keepsIndex` asked for it.
    public var index: ProjectIndex?
    /// The configuration's `layers:` and `restricted_types:` (the layer views draw them).
    public var architecture = ArchitectureConfiguration()
    /// The cache file `index` was joined from wholly, when it was.
    var indexOrigin: IndexCache.Origin?

    public init(findings: [Finding], fileCount: Int, skipped: [SkippedFile], warnings: [String], projectRoot: String,
                rules: [RuleDescription], severities: [String: Severity]) {
        self.findings = findings
        self.fileCount = fileCount
        self.skipped = skipped
        self.warnings = warnings
        self.projectRoot = projectRoot
        self.rules = rules
        self.severities = severities
    }
}

/// A file a lint run could not lint, and why.
public struct SkippedFile: Sendable, Equatable {
    /// Absolute path.
    public var path: String
    /// `binary file (NUL byte at offset 8)`, `permission denied`, …
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The line printed on stderr: `archlint: Sources/Bad/Logo.swift: binary file (…); skipped`,
    /// the path relative to `currentDirectory` when it lies under it.
    public func line(currentDirectory: String) -> String {
        "archlint: \(Linter.displayPath(path, base: currentDirectory)): \(reason); skipped"
    }
}

/// A problem that stops a run before linting: a path that does not exist, a bad configuration.
/// The CLI prints `description` and exits 2.
public struct LintSetupError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
