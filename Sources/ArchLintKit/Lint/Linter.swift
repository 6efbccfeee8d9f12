import Foundation

/// The lint engine: finds the project, indexes every Swift file under its root in parallel,
/// runs the enabled rules on the files asked for, applies suppressions.
public enum Linter {
    public static func lint(_ request: LintRequest) throws -> LintOutcome {
        let catalog = RuleCatalog.builtIn
        let base = request.currentDirectory
        var paths = request.paths.map { ProjectFiles.absolute($0, base: base) }
        let stdinPath = request.stdinPath.map { ProjectFiles.absolute($0, base: base) }
        if paths.isEmpty { paths = [stdinPath ?? base] }
        for path in paths where path != stdinPath && !FileManager.default.fileExists(atPath: path) {
            throw LintSetupError("archlint: no such file or directory: \(displayPath(path, base: base))")
        }
        for id in request.enable.union(request.disable) where catalog[id] == nil {
            throw LintSetupError("archlint: unknown rule id '\(id)'")
        }

        let root = ProjectFiles.projectRoot(for: paths[0])
        let configuration: Configuration
        if let configPath = request.configPath {
            configuration = try Configuration.load(path: ProjectFiles.absolute(configPath, base: base), catalog: catalog)
        } else if FileManager.default.fileExists(atPath: root + "/.archlint.yml") {
            configuration = try Configuration.load(path: root + "/.archlint.yml", catalog: catalog)
        } else {
            configuration = Configuration()
        }

        let rules = catalog.rules.filter { configuration.isEnabled($0, enable: request.enable, disable: request.disable) }

        // What to lint: the files named and the Swift files under the folders named, minus excluded globs.
        // Symbolic links that lead out of the project root are read only when named on the command line.
        let stdinRelative = stdinPath.flatMap { ProjectFiles.relative($0, to: root) }
        var targets = Set<String>()
        var outside: [String] = []
        var named = Set<String>()
        var escapingLinks = Set<String>()
        for path in paths {
            if path == stdinPath { continue }
            if ProjectFiles.isDirectory(path) {
                let listing = ProjectFiles.walk(path, root: root)
                targets.formUnion(listing.swiftFiles)
                escapingLinks.formUnion(listing.escapingLinks)
            } else if let relative = ProjectFiles.relative(path, to: root) {
                targets.insert(relative)
                named.insert(relative)
            } else {
                outside.append(path)
            }
        }
        if let stdinRelative { targets.insert(stdinRelative) }
        let candidates = targets.count
        targets = targets.filter { path in
            !configuration.excluded.contains { $0.matches(path) }
                && (configuration.included.isEmpty || configuration.included.contains { $0.matches(path) })
        }
        var warnings: [String] = []
        for link in escapingLinks.subtracting(named).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where !configuration.excluded.contains(where: { $0.matches(link) }) {
            warnings.append("archlint: warning: \(displayPath(root + "/" + link, base: base)): symbolic link to a file outside the project root; not read (name it on the command line to lint it)")
        }
        if candidates > 0, targets.isEmpty {
            warnings.append("archlint: warning: the configuration's included/excluded globs matched every file; nothing was linted")
        }

        // The index: every Swift file under the root, the editor's buffer in place of its file.
        let listing = ProjectFiles.walk(root, root: root)
        var indexPaths = listing.swiftFiles + named.intersection(listing.escapingLinks).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if let stdinRelative, !indexPaths.contains(stdinRelative) { indexPaths.append(stdinRelative) }
        let xcodeProjects = listing.pbxprojs.compactMap { pbxproj -> XcodeProjectSettings? in
            guard case .bytes(let bytes) = ProjectFiles.read(root + "/" + pbxproj) else { return nil }
            let bundle = pbxproj.split(separator: "/").dropLast(2).joined(separator: "/")
            return XcodeProjectSettings(pbxproj: bytes, directory: bundle)
        }
        let results = lintSources(
            indexPaths: indexPaths, targets: Array(targets), xcodeProjects: xcodeProjects, configuration: configuration,
            rules: rules, jobs: request.jobs,
            read: diskReader(root: root, stdinPath: stdinRelative, stdinBytes: request.stdinSource))

        var findings: [Finding] = []
        var skipped: [String] = outside.map { "archlint: \(displayPath($0, base: base)): outside the project root \(displayPath(root, base: base)); skipped" }
        for result in results {
            findings += result.findings
            if let reason = result.skipReason { skipped.append("archlint: \(displayPath(root + "/" + result.path, base: base)): \(reason); skipped") }
        }
        findings.sort(by: Finding.reportOrder)
        return LintOutcome(findings: findings, fileCount: results.count - results.filter { $0.skipReason != nil }.count,
                           skipped: skipped, warnings: warnings, projectRoot: root, rules: rules,
                           severities: severities(of: rules, configuration: configuration))
    }

    /// Reads project files (relative to `root`) from disk, and the editor's buffer for `--stdin-path`.
    static func diskReader(root: String, stdinPath: String?, stdinBytes: [UInt8]?) -> @Sendable (String) -> ProjectFiles.ReadResult {
        { path in
            if path == stdinPath, let stdinBytes { return .bytes(stdinBytes) }
            // Every path read was listed or checked to exist, so a missing file went away during the run.
            return ProjectFiles.read(root + "/" + path, missing: "removed after archlint listed it")
        }
    }

    private static func severities(of rules: [RuleDescription], configuration: Configuration) -> [String: Severity] {
        Dictionary(uniqueKeysWithValues: rules.map { ($0.id, configuration.severity(for: $0)) })
    }

    /// What became of one file asked to be linted: its findings, or why it was skipped.
    struct FileResult: Sendable {
        var path: String
        var findings: [Finding] = []
        var skipReason: String?
    }

    /// The pipeline after the file system: indexes `indexPaths`, then lints `targets` with `rules`,
    /// results in path order. Every file goes through `read` once, so a file that changes during the
    /// run is indexed and linted as the same text; the fuzzer passes in-memory sources.
    static func lintSources(indexPaths: [String], targets: [String], xcodeProjects: [XcodeProjectSettings],
                            configuration: Configuration, rules: [RuleDescription], jobs: Int,
                            read: @Sendable (String) -> ProjectFiles.ReadResult) -> [FileResult] {
        let jobs = max(1, jobs)
        let severities = severities(of: rules, configuration: configuration)
        let targetSet = Set(targets)
        let scanned = parallelMap(indexPaths, jobs: jobs) { path -> (FileSummary?, PackageManifest?, ProjectFiles.ReadResult?) in
            let read = read(path)
            let kept = targetSet.contains(path) ? read : nil
            guard case .bytes(let bytes) = read, ProjectFiles.textProblem(bytes) == nil else { return (nil, nil, kept) }
            let file = SourceFile(path: path, bytes: bytes)
            let tree = DeclarationScanner.scan(file)
            var manifest: PackageManifest?
            if path == "Package.swift" || path.hasSuffix("/Package.swift") {
                manifest = PackageManifest(file: file, tree: tree, directory: String(path.dropLast("Package.swift".count).dropLast(path == "Package.swift" ? 0 : 1)))
            }
            return (FileSummary(file: file, tree: tree), manifest, kept)
        }
        let index = ProjectIndex(files: scanned.compactMap(\.0), packages: scanned.compactMap(\.1), xcodeProjects: xcodeProjects)
        var alreadyRead: [String: ProjectFiles.ReadResult] = [:]
        for (path, result) in zip(indexPaths, scanned) { if let kept = result.2 { alreadyRead[path] = kept } }

        // Linting, one file per task; results joined in path order.
        let ruleInstances: [any Rule] = registeredRules.compactMap { type in
            guard let description = rules.first(where: { $0.id == type.id }) else { return nil }
            return type.init(options: configuration.options(for: description))
        }
        let testRules = Set(rules.filter { rule in
            !rule.options.contains { $0.name == "include_tests" } || configuration.options(for: rule).bool("include_tests")
        }.map(\.id))
        let reportUnused = severities["unused_suppression"] != nil
        let sortedTargets = targets.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return parallelMap(sortedTargets, jobs: jobs) { [alreadyRead] path -> FileResult in
            let bytes: [UInt8]
            switch alreadyRead[path] ?? read(path) {
            case .failure(let reason):
                return FileResult(path: path, skipReason: reason)
            case .bytes(let read):
                bytes = read
            }
            if let problem = ProjectFiles.textProblem(bytes) { return FileResult(path: path, skipReason: problem) }
            let file = SourceFile(path: path, bytes: bytes)
            let tree = DeclarationScanner.scan(file)
            let isTest = TestCode.isTestPath(path)
            var findings: [Finding] = []
            var suppressions = Suppressions(file: file, tree: tree)
            for rule in ruleInstances {
                let id = type(of: rule).id
                if isTest && !testRules.contains(id) { continue }
                let description = rules.first { $0.id == id }!
                let context = RuleContext(file: file, tree: tree, index: index, options: configuration.options(for: description),
                                          configuredDefaultIsolation: configuration.defaultIsolation)
                for raw in rule.check(context) {
                    let finding = makeFinding(raw, rule: id, severity: severities[id] ?? description.defaultSeverity, file: file, tree: tree)
                    if !suppressions.suppresses(rule: id, at: SourceFile.Position(line: finding.line, column: finding.column)) {
                        findings.append(finding)
                    }
                }
            }
            if reportUnused {
                let enabled = Set(rules.map(\.id))
                for directive in suppressions.directives where !directive.used
                    && (directive.rules.contains("all") || !directive.rules.isDisjoint(with: enabled.subtracting(["unused_suppression"]))) {
                    let start = file.position(ofOffset: directive.offset)
                    let end = file.position(ofOffset: directive.offset + "archlint:".utf8.count)
                    let names = directive.rules.sorted().joined(separator: ", ")
                    findings.append(Finding(
                        ruleID: "unused_suppression", severity: severities["unused_suppression"] ?? .warning, path: path,
                        line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                        message: "This archlint suppression of '\(names)' hides no finding; remove it.",
                        enclosingDeclaration: "", lineText: file.lineText(start.line)))
                }
            }
            return FileResult(path: path, findings: findings)
        }
    }

    static func makeFinding(_ raw: RuleFinding, rule: String, severity: Severity, file: SourceFile, tree: DeclarationTree) -> Finding {
        let token = min(max(raw.token, 0), file.tokens.count - 1)
        let start = file.position(of: token)
        let end = file.endPosition(of: token)
        let enclosing = tree.innermost(containing: Int32(token)).map { tree.qualifiedName(of: $0) } ?? ""
        return Finding(ruleID: rule, severity: severity, path: file.path, line: start.line, column: start.column,
                       endLine: end.line, endColumn: end.column, message: raw.message,
                       enclosingDeclaration: enclosing, lineText: file.lineText(start.line))
    }

    static func displayPath(_ path: String, base: String) -> String {
        ProjectFiles.relative(path, to: base) ?? path
    }
}

/// `transform` over `items` on up to `jobs` threads; results in input order.
func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result) -> [Result] {
    if items.isEmpty { return [] }
    let workers = min(jobs, items.count)
    if workers <= 1 { return items.map(transform) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
    slots.initialize(repeating: nil)
    defer {
        // Deinitialized first, or every result's storage would stay retained for good.
        slots.deinitialize()
        slots.deallocate()
    }
    let next = AtomicCounter()
    let buffer = SendableBuffer(slots)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.increment()
            if index >= items.count { break }
            buffer.pointer[index] = transform(items[index])
        }
    }
    return slots.map { $0! }
}

private struct SendableBuffer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<Element>
    init(_ pointer: UnsafeMutableBufferPointer<Element>) { self.pointer = pointer }
}

/// A shared index handed out to worker threads, one at a time.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
