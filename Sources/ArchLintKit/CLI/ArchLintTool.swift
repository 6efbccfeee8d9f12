#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one run of the tool reads and writes. `process` is the real process; tests pass their own.
public struct ToolContext {
    /// Absolute; relative paths on the command line are resolved against it.
    public var currentDirectory: String
    public var environment: [String: String]
    public var standardOutputIsTerminal: Bool
    public var readStandardInput: () -> [UInt8]
    public var writeStandardOutput: (String) -> Void
    public var writeStandardError: (String) -> Void
    /// True for the real process, which exits after one command (see `LintRequest.processEndsAfterRun`).
    public var processEndsAfterRun = false

    public init(currentDirectory: String, environment: [String: String], standardOutputIsTerminal: Bool,
                readStandardInput: @escaping () -> [UInt8], writeStandardOutput: @escaping (String) -> Void,
                writeStandardError: @escaping (String) -> Void) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
    }

    public static var process: ToolContext {
        var context = ToolContext(
            currentDirectory: currentDirectoryPath(),
            environment: environmentVariablesRead(),
            standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
            // A failed read of stdin gives an empty buffer, as an empty editor buffer would; past the
            // largest buffer taken (`CommandRun.maximumBufferLength`), reading stops and the run refuses it.
            readStandardInput: { (try? FileDescriptor.readAll(STDIN_FILENO, limit: CommandRun.maximumBufferLength).get()) ?? [] },
            writeStandardOutput: { _ = FileDescriptor.writeAll(STDOUT_FILENO, Array($0.utf8)) },
            writeStandardError: { _ = FileDescriptor.writeAll(STDERR_FILENO, Array($0.utf8)) }
        )
        context.processEndsAfterRun = true
        return context
    }

    /// The variables archlint reads (cache location, colour), read directly from the process:
    /// the binary links no Foundation, so it starts in a few milliseconds.
    static let variableNames = ["XDG_CACHE_HOME", "HOME", "NO_COLOR"] + SourceLinks.variableNames

    private static func environmentVariablesRead() -> [String: String] {
        var environment: [String: String] = [:]
        for name in variableNames {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    private static func currentDirectoryPath() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }
}

/// The exit statuses of cli.md.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case failingFindings = 1
    /// Usage or configuration error, a missing path, or (when nothing failed) a skipped file.
    case usageOrSetupError = 2
}

/// The `archlint` executable: parses the arguments, runs the command, and returns the exit status.
public enum ArchLintTool {
    /// `engine` is `Linter.lint`; tests pass a stand-in to check what the tool does with an outcome.
    public static func run(_ arguments: [String], context: ToolContext,
                           engine: (LintRequest) throws -> LintOutcome = Linter.lint) -> ExitStatus {
        let catalog = RuleCatalog.builtIn
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments, catalog: catalog,
                                                  defaultJobs: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        } catch {
            context.writeStandardError("\(error)\n")
            return .usageOrSetupError
        }
        let run = CommandRun(context: context, catalog: catalog)
        switch command {
        case .lint(let options): return run.lint(options, engine: engine)
        case .rules: return run.listRules()
        case .explain(let ruleID):
            context.writeStandardOutput(RuleCatalog.explainText(for: catalog[ruleID]!))
            return .success
        case .initialize: return run.writeStarterConfiguration()
        case .initializeLayers(let input): return run.writeLayers(input, engine: engine)
        case .tokens(let path):
            return run.dump(path) { tokenDump($0) }
        case .declarations(let path):
            return run.dump(path) { declarationDump($0, DeclarationScanner.scan($0)) }
        case .languageServer:
            let server = LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, settings: LanguageServer.Settings(
                cacheBase: IndexCache.defaultBase(environment: context.environment),
                jobs: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), currentDirectory: context.currentDirectory,
                homeDirectory: context.environment["HOME"]))
            // LSP's statuses: 0 after shutdown, 1 otherwise.
            let status = server.run()
            if let reason = server.endReason { context.writeStandardError(reason + "\n") }
            return status == 0 ? .success : .failingFindings
        case .graph(let options): return run.graph(options, engine: engine)
        case .report(let options): return run.report(options, engine: engine)
        case .version:
            context.writeStandardOutput("archlint \(ArchLint.version)\n")
            return .success
        case .help(let topic):
            context.writeStandardOutput(helpText(for: topic))
            return .success
        }
    }
}

/// The commands' bodies, sharing the context and catalog of one run.
private struct CommandRun {
    let context: ToolContext
    let catalog: RuleCatalog

    static let configurationFileName = ".archlint.yml"
    /// The largest editor buffer `--stdin-path` takes: the language server's (a 50 MB Swift file fits).
    static let maximumBufferLength = MessageFramer.maximumBodyLength

    func lint(_ options: LintOptions, engine: (LintRequest) throws -> LintOutcome) -> ExitStatus {
        // Checked before linting, so a mistyped baseline path fails at once.
        let baseline: Baseline?
        do {
            baseline = try options.baselinePath.map { try Baseline.load(path: resolved($0)) }
        } catch {
            return fail("archlint: \(error)")
        }

        let stdinSource = options.stdinPath == nil ? nil : context.readStandardInput()
        if let stdinSource, stdinSource.count > CommandRun.maximumBufferLength {
            return fail("archlint: standard input holds more than \(CommandRun.maximumBufferLength >> 20) MB, the most an editor's buffer may; nothing was linted")
        }
        var request = LintRequest(
            paths: options.paths, configPath: options.configPath, stdinPath: options.stdinPath, stdinSource: stdinSource,
            enable: options.enable, disable: options.disable, jobs: options.jobs,
            currentDirectory: context.currentDirectory,
            cacheBase: options.noCache ? nil : options.cachePath.map(resolved) ?? IndexCache.defaultBase(environment: context.environment),
            homeDirectory: context.environment["HOME"])
        request.processEndsAfterRun = context.processEndsAfterRun
        if options.fix || options.diff {
            request.fixes = FixRequest(mode: options.diff ? .diff : .write, includesUnsafe: options.unsafeFixes, baseline: baseline)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let outcome: LintOutcome
        do {
            outcome = try engine(request)
        } catch let error as ConfigurationError {
            return fail(error.description)
        } catch let error as LintSetupError {
            return fail(error.description)
        } catch {
            return fail("archlint: \(error)")
        }
        // Before anything is written: an empty baseline or report for a mistyped path would pass.
        if let noSwiftFiles = outcome.noSwiftFiles { return fail(noSwiftFiles) }
        let elapsed = start.duration(to: clock.now)
        for line in outcome.skipped.map({ $0.line(currentDirectory: context.currentDirectory) }) + outcome.warnings
            + (outcome.fixes?.failures ?? []) {
            context.writeStandardError(line + "\n")
        }
        if let fixes = outcome.fixes, options.diff {
            // The patch alone on stdout, so it can be piped to `git apply`.
            context.writeStandardOutput(fixes.diff)
            if !options.quiet {
                context.writeStandardError("archlint: \(fixes.applied) fix\(fixes.applied == 1 ? "" : "es") in \(counted(fixes.changedFiles.count, "file")) (nothing changed)\n")
            }
            if !fixes.failures.isEmpty { return .usageOrSetupError }
            return fixes.diff.isEmpty ? .success : .failingFindings
        }
        if let fixes = outcome.fixes, !options.quiet, options.stdinPath == nil {
            context.writeStandardError("archlint: fixed \(counted(fixes.applied, "finding")) in \(counted(fixes.changedFiles.count, "file"))\n")
        }

        if let path = options.writeBaselinePath {
            do {
                try AtomicFile.writeNamed(Baseline(findings: outcome.findings).serialized(), to: resolved(path))
            } catch {
                return fail("archlint: \(error)")
            }
            if !options.quiet {
                context.writeStandardError("archlint: recorded \(outcome.findings.count) finding\(outcome.findings.count == 1 ? "" : "s") in \(path)\n")
            }
            return .success
        }

        let findings = baseline?.filter(outcome.findings) ?? outcome.findings
        let status: ExitStatus
        if findings.contains(where: { $0.severity == .error || options.strict }) {
            status = .failingFindings
        } else {
            // A skipped file (or one not fixed) leaves the run incomplete, which must not pass silently; failing findings say more.
            status = outcome.skipped.isEmpty && (outcome.fixes?.failures ?? []).isEmpty ? .success : .usageOrSetupError
        }
        var reportContext = ReportContext(
            projectRoot: outcome.projectRoot, currentDirectory: context.currentDirectory,
            repositoryRoot: ProjectFiles.repositoryRoot(containing: outcome.projectRoot),
            rules: outcome.rules, severities: outcome.severities,
            useColor: options.format == .text && options.outputPath == nil && colorAllowed,
            absolutePaths: options.absolutePaths)
        reportContext.run = RunRecord(exitStatus: status.rawValue, skippedFiles: outcome.skipped, warnings: outcome.warnings)
        let report = options.statistics
            ? renderStatistics(findings, rules: outcome.rules)
            : renderReport(findings, format: options.format, context: reportContext)
        // `--fix` on an editor buffer: the fixed buffer on stdout, the report on stderr.
        let fixedBuffer = options.stdinPath == nil ? nil : outcome.fixes?.fixedBuffer
        if let fixedBuffer { context.writeStandardOutput(String(decoding: fixedBuffer, as: UTF8.self)) }
        if let path = options.outputPath {
            do {
                try AtomicFile.writeNamed(report, to: resolved(path))
            } catch {
                return fail("archlint: \(error)")
            }
        } else if fixedBuffer != nil {
            context.writeStandardError(report)
        } else {
            context.writeStandardOutput(report)
        }
        if options.format == .text && !options.quiet {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            context.writeStandardError(summaryLine(fileCount: outcome.fileCount, seconds: seconds, findings: findings, strict: options.strict,
                                                   hiddenByBaseline: baseline.map { _ in outcome.findings.count - findings.count }) + "\n")
        }
        return status
    }

    /// Lints the project of a view (`graph`, `report`) as `lint` would, keeping the index; nil after
    /// printing why it could not (a usage or setup error, exit 2).
    /// `findingDetail`: what of the findings the view reads.
    /// `adjusted`: what the view changes in the request.
    private func lintForView(_ input: ViewInput, findingDetail: FindingDetail, engine: (LintRequest) throws -> LintOutcome,
                             adjusted: (inout LintRequest) -> Void = { _ in }) -> LintOutcome? {
        var request = LintRequest(
            paths: [input.path], configPath: input.configPath, jobs: input.jobs, currentDirectory: context.currentDirectory,
            cacheBase: input.noCache ? nil : input.cachePath.map(resolved) ?? IndexCache.defaultBase(environment: context.environment),
            homeDirectory: context.environment["HOME"])
        request.processEndsAfterRun = context.processEndsAfterRun
        request.keepsIndex = true
        request.findingDetail = findingDetail
        adjusted(&request)
        let outcome: LintOutcome
        do {
            outcome = try engine(request)
        } catch let error as ConfigurationError {
            _ = fail(error.description)
            return nil
        } catch let error as LintSetupError {
            _ = fail(error.description)
            return nil
        } catch {
            _ = fail("archlint: \(error)")
            return nil
        }
        for line in outcome.skipped.map({ $0.line(currentDirectory: context.currentDirectory) }) + outcome.warnings
            + [outcome.noSwiftFiles].compactMap({ $0 }) {
            context.writeStandardError(line + "\n")
        }
        return outcome
    }

    /// Writes a view to `--output` (atomically) or stdout; a skipped file makes the run incomplete
    /// (exit 2), as for `lint`, and so does a project without Swift files (the view says nothing was linted).
    private func writeView(_ text: String, _ input: ViewInput, _ outcome: LintOutcome) -> ExitStatus {
        if let path = input.outputPath {
            do {
                try AtomicFile.writeNamed(text, to: resolved(path))
            } catch {
                return fail("archlint: \(error)")
            }
        } else {
            context.writeStandardOutput(text)
        }
        return outcome.skipped.isEmpty && outcome.noSwiftFiles == nil ? .success : .usageOrSetupError
    }

    func graph(_ options: GraphOptions, engine: (LintRequest) throws -> LintOutcome) -> ExitStatus {
        // The graph counts findings in types and draws `init_injection`'s edges: no fix, no unused
        // suppression (which is in no type), no order among a file's findings.
        let detail = FindingDetail(fixes: false, unusedSuppressions: false, reportOrder: false)
        if options.drawsLayers { return graphLayers(options, detail: detail, engine: engine) }
        guard let outcome = lintForView(options.input, findingDetail: detail, engine: engine), let index = outcome.index else {
            return .usageOrSetupError
        }
        // From beside the index cache on an unchanged project.
        let relations = GraphRelations.of(index, origin: outcome.indexOrigin, kinds: options.kinds)
        func whole() -> ArchitectureGraph { ArchitectureGraph(relations: relations, index: index, findings: outcome.findings, kinds: options.kinds) }
        let graph: ArchitectureGraph
        if let module = options.module {
            let whole = whole()
            guard whole.hasModule(module) else {
                let names = Set(whole.nodes.map(\.module)).filter { $0 != ArchitectureGraph.externalModule }
                return fail("archlint: no module '\(module)' in the graph" + suggestion(for: module, among: names.sorted()))
            }
            graph = whole.module(module)
        } else if let typeName = options.typeName {
            let whole = whole()
            guard !whole.nodes(named: typeName).isEmpty else {
                return fail("archlint: no type '\(typeName)' in the graph" + suggestion(for: typeName, among: whole.nodes.map(\.name)))
            }
            graph = whole.neighbourhood(of: typeName, depth: options.depth)
        } else {
            // Without the whole graph: only the nodes drawn are made.
            graph = ArchitectureGraph.folded(relations: relations, index: index, findings: outcome.findings, kinds: options.kinds)
        }
        leaveForExit((outcome, relations, graph))
        return writeView(graph.rendered(as: options.format), options.input, outcome)
    }

    /// `graph --kind layers`: only `layer_dependency` runs (its findings mark the forbidden
    /// edges); without `layers:`, the inferred layers `init --layers` would freeze.
    private func graphLayers(_ options: GraphOptions, detail: FindingDetail, engine: (LintRequest) throws -> LintOutcome) -> ExitStatus {
        guard let outcome = lintForView(options.input, findingDetail: detail, engine: engine, adjusted: { request in
            request.recordsArchitectureFacts = true
            request.disable = Set(catalog.rules.map(\.id).filter { $0 != LayerDependency.id })
        }), let index = outcome.index else { return .usageOrSetupError }
        let configuration = outcome.architecture.layers.isEmpty
            ? InferredLayers(index, rootName: InferredLayers.lastComponent(outcome.projectRoot)).configuration : outcome.architecture
        let graph = LayerGraph(LayerUseTally(index, configuration: configuration, findings: outcome.findings))
        leaveForExit((outcome, graph))
        return writeView(graph.rendered(as: options.format), options.input, outcome)
    }

    func report(_ options: ReportOptions, engine: (LintRequest) throws -> LintOutcome) -> ExitStatus {
        let baseline: Baseline?
        do {
            baseline = try options.baselinePath.map { try Baseline.load(path: resolved($0)) }
        } catch {
            return fail("archlint: \(error)")
        }
        // Every finding, but no fix, and by path only (the report counts them and finds each offender's first).
        let detail = FindingDetail(fixes: false, reportOrder: false)
        guard let outcome = lintForView(options.input, findingDetail: detail, engine: engine), let index = outcome.index else {
            return .usageOrSetupError
        }
        let root = outcome.projectRoot
        let report = ChecklistReport(
            catalog: .builtIn, index: index, findings: outcome.findings, newFindings: baseline?.filter(outcome.findings),
            enabledRules: outcome.rules.map(\.id), projectName: String(root.split(separator: "/").last ?? "/"), fileCount: outcome.fileCount,
            graphRelations: options.format == .markdown ? GraphRelations.of(index, origin: outcome.indexOrigin, kinds: .inheritance) : nil,
            architecture: outcome.architecture)
        let links = SourceLinks(environment: context.environment, projectRoot: root,
                                repositoryRoot: ProjectFiles.repositoryRoot(containing: root),
                                reportFolder: options.input.outputPath.map { ProjectFiles.parentFolder(of: resolved($0)) } ?? context.currentDirectory)
        leaveForExit((outcome, report))
        return writeView(report.rendered(as: options.format, links: links), options.input, outcome)
    }

    /// Leaves a view's values to the exit of a process that ends after this command, which
    /// reclaims them at once: releasing the lint outcome's rules, findings and index, and the
    /// view, cost a tenth of what a view adds to its lint.
    private func leaveForExit(_ values: Any) {
        if context.processEndsAfterRun { _ = Unmanaged.passRetained(HeldUntilExit(values)) }
    }

    func listRules() -> ExitStatus {
        var configuration = Configuration()
        if let path = nearestConfigurationFile(from: context.currentDirectory) {
            do {
                configuration = try Configuration.load(path: path, catalog: catalog)
            } catch {
                return fail("\(error)")
            }
        }
        // cli.md: id, default severity, enabled? (under the nearest configuration), summary.
        context.writeStandardOutput(catalog.listText(
            enabled: { configuration.isEnabled($0, enable: [], disable: []) },
            severity: { $0.defaultSeverity }))
        return .success
    }

    func writeStarterConfiguration() -> ExitStatus {
        let path = resolved(CommandRun.configurationFileName)
        if let failed = createNew(path, Configuration.starterFile(catalog: catalog), shown: context.currentDirectory) { return failed }
        context.writeStandardOutput("Wrote \(CommandRun.configurationFileName); every setting in it is commented out and shows its default.\n")
        return .success
    }

    /// `init --layers [PATH]`: lints PATH as the root of the `.archlint.yml` it writes (no rule runs,
    /// the summaries record the architecture facts), infers its layers and freezes their uses.
    func writeLayers(_ input: ViewInput, engine: (LintRequest) throws -> LintOutcome) -> ExitStatus {
        let folder = ProjectFiles.absolute(input.path, base: context.currentDirectory)
        if ProjectFiles.exists(folder), !ProjectFiles.isDirectory(folder) {
            return fail("archlint: 'archlint init --layers' takes a project folder; \(input.path) is a file")
        }
        let detail = FindingDetail(fixes: false, unusedSuppressions: false, reportOrder: false)
        guard let outcome = lintForView(input, findingDetail: detail, engine: engine, adjusted: { request in
            request.projectRoot = folder
            request.recordsArchitectureFacts = true
            request.disable = Set(catalog.rules.map(\.id))
        }), let index = outcome.index else { return .usageOrSetupError }
        guard outcome.noSwiftFiles == nil, outcome.skipped.isEmpty else { return .usageOrSetupError }
        let inferred = InferredLayers(index, rootName: InferredLayers.lastComponent(folder))
        let tally = LayerUseTally(index, configuration: inferred.configuration)
        let section = Configuration.layersSection(inferred, tally: tally)
        leaveForExit((outcome, tally))
        let path = folder + "/" + CommandRun.configurationFileName
        if ProjectFiles.exists(path) {
            context.writeStandardOutput(section)
            context.writeStandardError("archlint: \(CommandRun.configurationFileName) already exists in \(folder); not overwriting it; the layers: section is on standard output\n")
            return .success
        }
        if let failed = createNew(path, section, shown: folder) { return failed }
        let cycles = tally.cycles.count
        context.writeStandardOutput("Wrote \(CommandRun.configurationFileName) in \(input.path) with \(counted(inferred.layers.count, "layer")), each allowed to use exactly the layers it uses today"
            + (cycles == 0 ? "" : " (\(counted(cycles, "cycle")) listed above the section)") + ".\n")
        return .success
    }

    /// Creates the file at `path` holding `text`, never overwriting one (`O_EXCL`: also not one
    /// created by someone else meanwhile); the exit status when it could not.
    private func createNew(_ path: String, _ text: String, shown folder: String) -> ExitStatus? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let error = SystemError(code: errno)
            return fail(error.code == EEXIST ? "archlint: \(CommandRun.configurationFileName) already exists in \(folder); not overwriting it"
                                             : "archlint: cannot write \(path): \(error)")
        }
        defer { close(descriptor) }
        if case .failure(let error) = FileDescriptor.writeAll(descriptor, Array(text.utf8)) {
            return fail("archlint: cannot write \(path): \(error)")
        }
        return nil
    }

    func dump(_ path: String, _ render: (SourceFile) -> String) -> ExitStatus {
        switch ProjectFiles.read(resolved(path)) {
        case .bytes(let bytes): context.writeStandardOutput(render(SourceFile(path: path, bytes: bytes)))
        case .failure(let reason): return fail("archlint: cannot read '\(path)': \(reason)")
        }
        return .success
    }

    // MARK: - helpers

    private func fail(_ line: String) -> ExitStatus {
        context.writeStandardError(line + "\n")
        return .usageOrSetupError
    }

    /// https://no-color.org: any non-empty NO_COLOR turns colour off.
    private var colorAllowed: Bool {
        context.standardOutputIsTerminal && (context.environment["NO_COLOR"] ?? "").isEmpty
    }

    private func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : context.currentDirectory + "/" + path
    }

    /// The first `.archlint.yml` in `directory` or one of its ancestors, whatever it is, as `lint`
    /// finds it: loading one that is no regular file (a FIFO, a folder) reports it.
    private func nearestConfigurationFile(from directory: String) -> String? {
        ProjectFiles.nearestFolder(from: directory) { ProjectFiles.exists($0 + "/" + CommandRun.configurationFileName) }
            .map { $0 + "/" + CommandRun.configurationFileName }
    }
}

/// Values retained until the process exits (`CommandRun.leaveForExit`).
private final class HeldUntilExit {
    let values: Any
    init(_ values: Any) { self.values = values }
}
