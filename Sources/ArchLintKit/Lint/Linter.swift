/// The lint engine's one-run entry point, for `archlint lint`: resolves the request's paths,
/// opens the project as a `Workspace` and lints them through it.
public enum Linter {
    public static func lint(_ request: LintRequest) throws -> LintOutcome {
        let catalog = RuleCatalog.builtIn
        let base = request.currentDirectory
        var paths = request.paths.map { ProjectFiles.absolute($0, base: base) }
        let stdinPath = request.stdinPath.map { ProjectFiles.absolute($0, base: base) }
        if paths.isEmpty { paths = [stdinPath ?? base] }
        for path in paths where path != stdinPath && !ProjectFiles.exists(path) {
            throw LintSetupError("archlint: no such file or directory: \(displayPath(path, base: base))")
        }
        for id in request.enable.union(request.disable) where catalog[id] == nil {
            throw LintSetupError("archlint: unknown rule id '\(id)'")
        }
        let workspace = Workspace(
            root: ProjectFiles.projectRoot(for: paths[0], home: request.homeDirectory), configPath: request.configPath.map { ProjectFiles.absolute($0, base: base) },
            enable: request.enable, disable: request.disable, cacheBase: request.cacheBase, jobs: request.jobs)
        if let error = workspace.configurationError { throw error }
        workspace.processEndsAfterRequest = request.processEndsAfterRun
        var targets = LintTargets(paths: paths.filter { $0 != stdinPath }, displayBase: base)
        targets.keepsIndex = request.keepsIndex
        if let stdinPath {
            if let source = request.stdinSource { targets.buffers[stdinPath] = source } else { targets.paths.append(stdinPath) }
        }
        return request.fixes.map { workspace.lintApplyingFixes(targets, $0) } ?? workspace.lint(targets)
    }

    /// Reads project files (relative to `root`) from disk, and editors' `buffers` (by relative path) from memory.
    static func diskReader(root: String, buffers: [String: [UInt8]] = [:]) -> @Sendable (String) -> ProjectFiles.ReadResult {
        { path in
            if let buffer = buffers[path] { return .bytes(buffer) }
            // Every path read was listed or checked to exist, so a missing file went away during the run.
            return ProjectFiles.read(root + "/" + path, missing: "removed after archlint listed it")
        }
    }

    /// The singleton accessors whose uses the index counts: `init_injection`'s, as configured.
    static func singletonAccessors(_ configuration: Configuration) -> Set<String> {
        guard let rule = RuleCatalog.builtIn[InitInjection.id] else { return [] }
        return Set(configuration.options(for: rule).stringList("singleton_accessors"))
    }

    private static func severities(of rules: [RuleDescription], configuration: Configuration) -> [String: Severity] {
        Dictionary(uniqueKeysWithValues: rules.map { ($0.id, configuration.severity(for: $0)) })
    }

    /// A file's index facts, its cache entry (reused, new, or the old one for an editor buffer),
    /// and, for a file to lint, what reading it gave.
    private struct IndexedFile: Sendable {
        var facts: FileFacts?
        var tree: TreeStore.Slot?
        var manifest: PackageManifest?
        var entry: IndexCache.Entry?
        var isNewEntry = false
        var kept: ProjectFiles.ReadResult?
        /// A file to lint whose tokens and declarations are kept from indexing, within the budget.
        var parsed: ParsedFile?
        /// A file to lint kept neither parsed nor read (past both budgets): a checksum of the text
        /// indexed, which the text read again for linting must match.
        var indexedChecksum: UInt64?
        /// The cache entry's body, when the file was indexed from the cache.
        var body: IndexCache.Body?
    }

    struct ParsedFile: Sendable {
        var file: SourceFile
        var tree: DeclarationTree
    }

    /// How much source is kept from indexing to linting. `parsed`: bytes of files to lint whose
    /// tokens and declarations are kept, so that they are not tokenized twice. `read`: bytes of
    /// further files kept as read. Past both, files are read again for linting (and checked
    /// against what was indexed), so memory grows with the largest file, not with the project.
    /// (On a million lines, keeping 32 MB parsed instead of 8 saved no CPU time, the page faults
    /// of the larger heap costing what tokenizing again did, and took 90 MB more memory.)
    struct SourceBudgets: Sendable {
        var parsed = 8 << 20
        var read = 64 << 20
    }

    /// Summarises one file for the index: from the cache when its size and modification time
    /// match (and, for a file modified around the cache's writing, its content hash too), else
    /// by reading and scanning it.
    private static func indexedFile(_ path: String, stamp knownStamp: IndexCache.Stamp?, read: (String) -> ProjectFiles.ReadResult,
                                    cache: IndexCache?, cached: IndexCache.Entry?, cacheWrittenAt: Int64, keepRead: Bool,
                                    parsedBytes: AtomicCounter, readBytes: AtomicCounter, budgets: SourceBudgets,
                                    singletonAccessors: Set<String>, decoded: DecodedCacheEntries?) -> IndexedFile {
        let stamp = cache.flatMap { knownStamp ?? IndexCache.Stamp(path: $0.root + "/" + path) }
        let (unchanged, result) = unchangedEntry(path, stamp: stamp, cached: cached, cacheWrittenAt: cacheWrittenAt, read: read)
        if let unchanged, let body = decoded?.body(of: path, entry: unchanged) ?? IndexCache.decode(unchanged.encoded, path: path) {
            return IndexedFile(facts: body.facts, tree: .encoded(body.tree, body.facts), manifest: body.manifest,
                               entry: unchanged, kept: keepRead ? result : nil, body: body)
        }
        let read = result ?? read(path)
        let kept = keepRead ? read : nil
        // An editor buffer keeps the file's old entry; the buffer itself is never cached.
        let oldEntry = cache == nil ? cached : nil
        if path.hasSuffix(".h") {
            // An Objective-C header gives its classes; it is never linted, and any bytes will do.
            guard case .bytes(let bytes) = read else { return IndexedFile(entry: oldEntry) }
            let summary = FileSummary(headerPath: path, bytes: bytes)
            var indexed = IndexedFile(facts: FileFacts(summary), tree: .decoded(summary.tree), entry: oldEntry)
            if let stamp {
                indexed.entry = IndexCache.Entry(stamp: stamp, contentHash: FNV1a64.hash(bytes),
                                                 encoded: ByteSlice(IndexCache.encode(summary, manifest: nil)))
                indexed.isNewEntry = true
            }
            return indexed
        }
        guard case .bytes(let bytes) = read, ProjectFiles.textProblem(bytes) == nil else {
            return IndexedFile(entry: oldEntry, kept: kept)
        }
        let file = SourceFile(path: path, bytes: bytes)
        let tree = DeclarationScanner.scan(file)
        let summary = FileSummary(file: file, tree: tree, singletonAccessors: singletonAccessors)
        var manifest: PackageManifest?
        if path == "Package.swift" || path.hasSuffix("/Package.swift") {
            let directory = path == "Package.swift" ? "" : String(path.dropLast("/Package.swift".count))
            manifest = PackageManifest(file: file, tree: tree, directory: directory)
        }
        var indexed = IndexedFile(facts: FileFacts(summary), tree: .decoded(tree), manifest: manifest, entry: oldEntry, kept: kept)
        if keepRead, parsedBytes.add(bytes.count) + bytes.count <= budgets.parsed {
            indexed.parsed = ParsedFile(file: file, tree: tree)
            indexed.kept = nil
        } else if keepRead, readBytes.add(bytes.count) + bytes.count > budgets.read {
            indexed.kept = nil
            indexed.indexedChecksum = bytes.withUnsafeBytes(FNV1a64.wordHash)
        }
        guard let stamp else { return indexed }
        indexed.entry = IndexCache.Entry(stamp: stamp, contentHash: FNV1a64.hash(bytes),
                                         encoded: ByteSlice(IndexCache.encode(summary, manifest: manifest)))
        indexed.isNewEntry = true
        return indexed
    }

    /// The cached entry of a file that has not changed since the cache was written: same size and
    /// modification time, and for a file modified within two seconds of the cache's writing (racily
    /// clean) the same content hash; with what reading it gave, when it had to be read for that.
    private static func unchangedEntry(_ path: String, stamp: IndexCache.Stamp?, cached: IndexCache.Entry?, cacheWrittenAt: Int64,
                                       read: (String) -> ProjectFiles.ReadResult) -> (IndexCache.Entry?, ProjectFiles.ReadResult?) {
        guard let stamp, let cached, cached.stamp == stamp else { return (nil, nil) }
        guard stamp.modified >= cacheWrittenAt - 2_000_000_000 else { return (cached, nil) }
        let result = read(path)
        if case .bytes(let bytes) = result, FNV1a64.hash(bytes) == cached.contentHash { return (cached, result) }
        return (nil, result)
    }

    /// A `project.pbxproj` or `.xcconfig` of the project: its facts from the cache when unchanged,
    /// else read and parsed (nil when it cannot be read), with its cache entry.
    private static func buildSettingsFile(_ path: String, read: (String) -> ProjectFiles.ReadResult, cache: IndexCache?,
                                          cached: IndexCache.Entry?, cacheWrittenAt: Int64)
        -> (file: BuildSettingsFile?, entry: IndexCache.Entry?, isNew: Bool) {
        let stamp = cache.flatMap { IndexCache.Stamp(path: $0.root + "/" + path) }
        let (unchanged, result) = unchangedEntry(path, stamp: stamp, cached: cached, cacheWrittenAt: cacheWrittenAt, read: read)
        if let unchanged {
            var reader = BinaryReader(unchanged.encoded)
            if let file = try? BuildSettingsFile(from: &reader, path: path) { return (file, unchanged, false) }
        }
        guard case .bytes(let bytes) = result ?? read(path) else { return (nil, nil, false) }
        let file = BuildSettingsFile(bytes: bytes, path: path)
        guard let stamp else { return (file, nil, false) }
        var writer = BinaryWriter()
        file.encode(to: &writer)
        return (file, IndexCache.Entry(stamp: stamp, contentHash: FNV1a64.hash(bytes), encoded: ByteSlice(writer.bytes)), true)
    }

    /// What became of one file asked to be linted: its findings, or why it was skipped.
    struct FileResult: Sendable {
        var path: String
        var findings: [Finding] = []
        var skipReason: String?
        /// `FNV1a64.hash` of the text linted, when a finding has a fix: a fix is applied only to that text.
        var fixedTextHash: UInt64?
    }

    /// The pipeline after the file system: indexes `indexPaths`, then lints `targets` with `rules`,
    /// results in path order. Within the `budgets`, every file goes through `read` once, so a file
    /// that changes during the run is indexed and linted as the same text; past them, a file to lint
    /// read again must match what was indexed, or it is skipped with the reason. The fuzzer passes
    /// in-memory sources. With a
    /// `cache`, unchanged files are indexed from its `cached` contents; `buffers` (an editor's unsaved
    /// text) never are. A `walkedListing` (the root's, read from disk this run) is saved with the cache,
    /// and what was saved is passed to `saved`. `buildFiles`: every `project.pbxproj` and `.xcconfig`.
    /// `decoded` (a workspace's, held between runs) supplies the cache entries decoded by an earlier
    /// run and keeps this run's. `indexed` receives the project index once it is built.
    static func lintSources(indexPaths: [String], stamps: [IndexCache.Stamp?] = [], targets: [String], buildFiles: [String] = [],
                            configuration: Configuration, rules: [RuleDescription], jobs: Int,
                            read: @Sendable (String) -> ProjectFiles.ReadResult,
                            cache: IndexCache? = nil, cached: IndexCache.Contents = IndexCache.Contents(),
                            walkedListing: ProjectFiles.Listing? = nil, budgets: SourceBudgets = SourceBudgets(),
                            buffers: Set<String> = [], releasesIndex: Bool = true,
                            saved: (IndexCache.Contents) -> Void = { _ in }, decoded: DecodedCacheEntries? = nil,
                            indexed: (ProjectIndex) -> Void = { _ in }) -> [FileResult] {
        let jobs = max(1, jobs)
        let severities = severities(of: rules, configuration: configuration)
        let targetSet = Set(targets)
        let parsedBytes = AtomicCounter(), readBytes = AtomicCounter()
        let accessors = singletonAccessors(configuration)
        let scanned = parallelMap(Array(indexPaths.indices), jobs: jobs) { position -> IndexedFile in
            let path = indexPaths[position]
            return indexedFile(path, stamp: position < stamps.count ? stamps[position] : nil, read: read,
                        cache: buffers.contains(path) ? nil : cache, cached: cached.entry(for: path),
                        cacheWrittenAt: cached.writtenAt, keepRead: targetSet.contains(path), parsedBytes: parsedBytes,
                        readBytes: readBytes, budgets: budgets, singletonAccessors: accessors, decoded: decoded)
        }
        let buildSettings = parallelMap(buildFiles, jobs: jobs) { path in
            buildSettingsFile(path, read: read, cache: cache, cached: cached.entry(for: path), cacheWrittenAt: cached.writtenAt)
        }
        decoded?.keep(zip(indexPaths, scanned).compactMap { path, file in
            guard let body = file.body, let entry = file.entry else { return nil }
            return (path, entry, body)
        })
        // Saved when an entry is new or gone, or the folders were read again (a listing saved
        // within two seconds of a folder's change is read again next time, until it is not).
        if let cache, walkedListing != nil || scanned.contains(where: \.isNewEntry) || buildSettings.contains(where: \.isNew)
            || cached.entries.count != scanned.count(where: { $0.entry != nil }) + buildSettings.count(where: { $0.entry != nil }) {
            var entries: [String: IndexCache.Entry] = [:]
            for (path, file) in zip(indexPaths, scanned) { entries[path] = file.entry }
            for (path, file) in zip(buildFiles, buildSettings) { entries[path] = file.entry }
            saved(cache.save(entries, listing: walkedListing ?? cached.listing))
        }
        // A file's facts and tree are set together, so the two lists stay aligned.
        let index = ProjectIndex(facts: scanned.compactMap(\.facts), trees: scanned.compactMap(\.tree),
                                 packages: scanned.compactMap(\.manifest), buildSettings: buildSettings.compactMap(\.file))
        if !releasesIndex { _ = Unmanaged.passRetained(IndexHolder(index)) }
        indexed(index)
        var alreadyRead: [String: ProjectFiles.ReadResult] = [:]
        var alreadyParsed: [String: ParsedFile] = [:]
        var indexedChecksums: [String: UInt64] = [:]
        for (path, result) in zip(indexPaths, scanned) {
            if let kept = result.kept { alreadyRead[path] = kept }
            if let parsed = result.parsed { alreadyParsed[path] = parsed }
            if let checksum = result.indexedChecksum { indexedChecksums[path] = checksum }
        }

        // Linting, one file per task; results joined in path order.
        // Each enabled rule with its options and severities, resolved once per run: a configured
        // `severity:` overrides every finding's; else a finding's own default, else the catalog's.
        let ruleInstances: [(rule: any Rule, options: RuleOptions, configured: Severity?, catalog: Severity)] = registeredRules.compactMap { type in
            guard let description = rules.first(where: { $0.id == type.id }) else { return nil }
            let options = configuration.options(for: description)
            return (type.init(options: options).prepared(for: index), options, configuration.severities[type.id], description.defaultSeverity)
        }
        let testRules = Set(rules.filter { rule in
            !rule.options.contains { $0.name == "include_tests" } || configuration.options(for: rule).bool("include_tests")
        }.map(\.id))
        let reportUnused = severities["unused_suppression"] != nil
        let catalogIDs = Set(RuleCatalog.builtIn.rules.map(\.id))
        let sortedTargets = targets.sorted { $0.precedesInPathOrder($1) }
        return parallelMap(sortedTargets, jobs: jobs) { [alreadyRead, alreadyParsed, indexedChecksums] path -> FileResult in
            let file: SourceFile
            let tree: DeclarationTree
            if let parsed = alreadyParsed[path] {
                (file, tree) = (parsed.file, parsed.tree)
            } else {
                let bytes: [UInt8]
                switch alreadyRead[path] ?? read(path) {
                case .failure(let reason):
                    return FileResult(path: path, skipReason: reason)
                case .bytes(let read):
                    bytes = read
                }
                if let checksum = indexedChecksums[path], bytes.withUnsafeBytes(FNV1a64.wordHash) != checksum {
                    return FileResult(path: path, skipReason: "changed while archlint was running; lint it again")
                }
                if let problem = ProjectFiles.textProblem(bytes) { return FileResult(path: path, skipReason: problem) }
                file = SourceFile(path: path, bytes: bytes)
                // Bytes kept from indexing, or read again and matching what was indexed: the index
                // holds the declarations of this very text, so they are not scanned twice.
                if alreadyRead[path] != nil || indexedChecksums[path] != nil, let fileIndex = index.fileIndexByPath[path] {
                    tree = index.tree(ofFile: fileIndex)
                } else {
                    tree = DeclarationScanner.scan(file)
                }
            }
            let isTest = TestCode.isTestPath(path)
            var findings: [Finding] = []
            var suppressions = Suppressions(file: file, tree: tree)
            for (rule, options, configured, catalog) in ruleInstances {
                let id = type(of: rule).id
                if isTest && !testRules.contains(id) { continue }
                let context = RuleContext(file: file, tree: tree, index: index, options: options,
                                          configuredDefaultIsolation: configuration.defaultIsolation)
                for raw in rule.check(context) {
                    let finding = makeFinding(raw, rule: id, severity: configured ?? raw.severity ?? catalog, file: file, tree: tree)
                    if !suppressions.suppresses(rule: id, at: SourceFile.Position(line: finding.line, column: finding.column),
                                                onNameLine: type(of: rule).reportsOnDeclarationNameLine) {
                        findings.append(finding)
                    }
                }
            }
            if reportUnused {
                let enabled = Set(rules.map(\.id))
                // An id of a rule switched off for this run is not reported (it may be switched back on);
                // one naming no rule at all (a misspelt id) suppresses nothing whatever runs.
                let unused = suppressions.unused(in: file, isRule: catalogIDs.contains) { id in
                    id == "all" || !catalogIDs.contains(id) || (id != "unused_suppression" && enabled.contains(id))
                }
                for entry in unused {
                    let start = file.position(ofOffset: entry.range.lowerBound)
                    let end = file.position(ofOffset: entry.range.upperBound)
                    findings.append(Finding(
                        ruleID: "unused_suppression", severity: severities["unused_suppression"] ?? .warning, path: path,
                        line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                        message: entry.message, enclosingDeclaration: "", lineText: file.lineText(start.line), fix: entry.fix))
                }
            }
            let hash = findings.contains { $0.fix != nil } ? FNV1a64.hash(file.bytes) : nil
            return FileResult(path: path, findings: findings, fixedTextHash: hash)
        }
    }

    static func makeFinding(_ raw: RuleFinding, rule: String, severity: Severity, file: SourceFile, tree: DeclarationTree) -> Finding {
        let token = min(max(raw.token, 0), file.tokens.count - 1)
        let start = file.position(of: token)
        let end = file.endPosition(of: token)
        let enclosing = tree.innermost(containing: Int32(token)).map { tree.qualifiedName(of: $0) } ?? ""
        return Finding(ruleID: rule, severity: severity, path: file.path, line: start.line, column: start.column,
                       endLine: end.line, endColumn: end.column, message: raw.message,
                       enclosingDeclaration: enclosing, lineText: file.lineText(start.line),
                       endLineText: end.line == start.line ? nil : file.lineText(end.line), rootCause: raw.rootCause, fix: raw.fix,
                       dependency: raw.dependency)
    }

    static func displayPath(_ path: String, base: String) -> String {
        ProjectFiles.relative(path, to: base) ?? path
    }
}

/// Whether `bytes` are valid UTF-8. ASCII runs (most source) are skipped eight bytes at a time.
func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
        var index = 0
        let count = buffer.count
        let raw = UnsafeRawBufferPointer(buffer)
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Lengths and first-continuation ranges of RFC 3629 (no overlongs, no surrogates).
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard index + length <= count, buffer[index + 1] >= low, buffer[index + 1] <= high else { return false }
            for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}

/// Cache entries decoded by the last run of a workspace, so that the next run (the language server
/// linting a buffer again) takes their facts without decoding them again. Read by the indexing
/// threads, replaced between runs.
final class DecodedCacheEntries: @unchecked Sendable {
    private var bodies: [String: (stamp: IndexCache.Stamp, contentHash: UInt64, body: IndexCache.Body)] = [:]

    /// The body decoded for `path` when `entry` is the entry it was decoded from.
    func body(of path: String, entry: IndexCache.Entry) -> IndexCache.Body? {
        guard let kept = bodies[path], kept.stamp == entry.stamp, kept.contentHash == entry.contentHash else { return nil }
        return kept.body
    }

    /// Keeps exactly these (a file gone or no longer from the cache is dropped).
    func keep(_ decoded: [(path: String, entry: IndexCache.Entry, body: IndexCache.Body)]) {
        bodies = Dictionary(decoded.map { ($0.path, ($0.entry.stamp, $0.entry.contentHash, $0.body)) }, uniquingKeysWith: { $1 })
    }
}

/// Holds a project index that is deliberately never released (`LintRequest.processEndsAfterRun`).
private final class IndexHolder {
    let index: ProjectIndex
    init(_ index: ProjectIndex) { self.index = index }
}
