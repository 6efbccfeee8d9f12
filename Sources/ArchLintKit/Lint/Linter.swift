import CHeapTuning
/// The lint engine's one-run entry point, for `archlint lint`: resolves the request's paths,
/// opens the project as a `Workspace` and lints them through it.
public enum Linter {
    public static func lint(_ request: LintRequest) throws -> LintOutcome {
        startWorkerThread(jobs: request.jobs)
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
            root: request.projectRoot.map { ProjectFiles.absolute($0, base: base) } ?? ProjectFiles.projectRoot(for: paths[0], home: request.homeDirectory),
            configPath: request.configPath.map { ProjectFiles.absolute($0, base: base) },
            enable: request.enable, disable: request.disable, cacheBase: request.cacheBase, jobs: request.jobs,
            recordsArchitectureFacts: request.recordsArchitectureFacts)
        if let error = workspace.configurationError { throw error }
        workspace.processEndsAfterRequest = request.processEndsAfterRun
        var targets = LintTargets(paths: paths.filter { $0 != stdinPath }, displayBase: base)
        targets.keepsIndex = request.keepsIndex
        targets.findingDetail = request.findingDetail
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

    /// What the summaries record for a run of `rules`: the uses of `init_injection`'s singleton
    /// accessors, as configured, the type names only when `protocol_in_consumer_module` runs, and
    /// test code's references only when a layer or restricted entry includes tests.
    static func summaryOptions(_ configuration: Configuration, rules: [RuleDescription]) -> FileSummary.Options {
        let accessors = RuleCatalog.builtIn[InitInjection.id].map { Set(configuration.options(for: $0).stringList("singleton_accessors")) }
        let architecture = configuration.architecture
        return FileSummary.Options(singletonAccessors: accessors ?? [],
                                   typeNames: rules.contains { $0.id == ProtocolInConsumerModule.id },
                                   architecture: architecture.recordsFacts
                                       || rules.contains { $0.id == LayerDependency.id || $0.id == RestrictedType.id },
                                   testReferences: architecture.layers.contains { $0.includeTests }
                                       || architecture.restrictedTypes.contains { $0.includeTests })
    }

    private static func severities(of rules: [RuleDescription], configuration: Configuration) -> [String: Severity] {
        Dictionary(uniqueKeysWithValues: rules.map { ($0.id, configuration.severity(for: $0)) })
    }

    /// A `project.pbxproj` or `.xcconfig` read for the index: its facts, its cache entry, and whether
    /// the entry is new.
    typealias BuildSettingsResult = (file: BuildSettingsFile?, entry: IndexCache.Entry?, isNew: Bool)

    /// One item of the indexing work list: a Swift file or header, or a build-settings file. Both
    /// by reference: a build-settings result held inline made every item, one per project file,
    /// thirteen times the size.
    fileprivate enum IndexedItem: Sendable {
        case source(IndexedFile)
        case buildSettings(BuildSettingsItem)
    }

    fileprivate final class BuildSettingsItem: Sendable {
        let result: BuildSettingsResult
        init(_ result: BuildSettingsResult) { self.result = result }
    }

    /// A file's index facts, its cache entry (reused, new, or the old one for an editor buffer),
    /// and, for a file to lint, what reading it gave.
    /// (A class: the struct's many optional fields made each copy, of which a request made several
    /// per file, cost more than indexing the file from the cache. Filled in by the one task that
    /// indexes the file, only read afterwards.)
    fileprivate final class IndexedFile: @unchecked Sendable {
        var facts: FileFacts?
        var tree: TreeStore.Slot?
        var manifest: PackageManifest?
        var entry: IndexCache.Entry?
        var isNewEntry = false
        /// What a file to lint keeps from indexing for its linting; nil for every other file.
        var forLinting: TextForLinting?
        /// The cache entry's body, when the file was indexed from the cache.
        var body: IndexCache.Body?

        init(facts: FileFacts? = nil, tree: TreeStore.Slot? = nil, manifest: PackageManifest? = nil, entry: IndexCache.Entry? = nil,
             kept: ProjectFiles.ReadResult? = nil, body: IndexCache.Body? = nil) {
            self.facts = facts
            self.tree = tree
            self.manifest = manifest
            self.entry = entry
            forLinting = kept.map { TextForLinting(.read($0)) }
            self.body = body
        }

        /// Whether this file, as an earlier request indexed it from the cache, is unchanged: `stamp`
        /// (its stamp now) is still that entry's and old enough to be trusted (as `unchangedEntry` trusts it).
        func isUnchanged(stamp: IndexCache.Stamp, cacheWrittenAt: Int64) -> Bool {
            guard body != nil, let entry else { return false }
            return entry.stamp == stamp && stamp.modified < cacheWrittenAt - 2_000_000_000
        }
    }

    struct ParsedFile: Sendable {
        var file: SourceFile
        var tree: DeclarationTree
    }

    /// What a file to lint keeps from indexing, in a box of its own: held inline, a parsed file's
    /// fields made every file's record (a warm one-file run makes one per project file) twice the
    /// size. (A class: an `indirect` enum's box is referenced through a pointer that carries the
    /// case in its spare bits, which LeakSanitizer does not follow, and it reported the boxes.)
    final class TextForLinting: @unchecked Sendable {
        enum Text {
            /// The text as read, or why it could not be.
            case read(ProjectFiles.ReadResult)
            /// Its tokens and declarations, within the budget of files kept parsed.
            case parsed(ParsedFile)
            /// Past both budgets: a checksum of the text indexed, which the text read again must match.
            case indexed(checksum: UInt64)
        }

        let text: Text

        init(_ text: Text) { self.text = text }
    }

    /// How much source is kept from indexing to linting. `parsed`: bytes of files to lint whose
    /// tokens and declarations are kept, so that they are not tokenized twice. `read`: bytes of
    /// further files kept as read. Past both, files are read again for linting (and checked
    /// against what was indexed), so memory grows with the largest file, not with the project.
    /// (On a million lines, keeping 32 MB parsed instead of 8 saved no CPU time, the page faults
    /// of the larger heap costing what tokenizing again did, and took 90 MB more memory. Keeping
    /// 64 MB read held all 52 MB of a 1.4-million-line tree in memory to the end of the run.)
    struct SourceBudgets: Sendable {
        var parsed = 8 << 20
        var read = 32 << 20
    }

    /// Summarises one file for the index: from the cache when its size and modification time
    /// match (and, for a file modified around the cache's writing, its content hash too), else
    /// by reading and scanning it.
    private static func indexedFile(_ path: String, stamp: IndexCache.Stamp?, read: (String) -> ProjectFiles.ReadResult,
                                    cache: IndexCache?, cached: IndexCache.Entry?, cacheWrittenAt: Int64, keepRead: Bool,
                                    parsedBytes: AtomicCounter, readBytes: AtomicCounter, budgets: SourceBudgets,
                                    summaryOptions: FileSummary.Options, decoded: DecodedCacheEntries?,
                                    freshlyDecoded: AtomicCounter, detailsLock: Lock) -> IndexedFile {
        var (unchanged, result) = unchangedEntry(path, stamp: stamp, cached: cached, cacheWrittenAt: cacheWrittenAt, read: read)
        // A file to lint is read now, and taken from the cache only if it is the text the entry was
        // made from: its linting uses the cached declarations instead of scanning it again (a fifth
        // of a warm run's instructions), and a file changed without a new size or time must not be
        // linted against another text's declarations. (Apart from the other files' way, which
        // copying the entry and the read for every file had cost a warm one-file run 1.4 %.)
        if keepRead, unchanged != nil, result == nil {
            result = read(path)
            if !isText(result, of: unchanged.unsafelyUnwrapped) { unchanged = nil }
        }
        if let unchanged {
            let kept = decoded?.body(of: path, entry: unchanged)
            // A file to lint has its tree checked now, as the linting pass reads it; a damaged
            // one is scanned again.
            if let body = kept ?? IndexCache.decode(unchanged, path: path, detailsLock: detailsLock), !keepRead || body.tree.contents != nil {
                if kept == nil { _ = freshlyDecoded.increment() }
                guard keepRead else {
                    return IndexedFile(facts: body.facts, tree: .encoded(body.tree, body.facts), manifest: body.manifest,
                                       entry: unchanged, body: body)
                }
                let indexed = IndexedFile(facts: body.facts, tree: .encoded(body.tree, body.facts), manifest: body.manifest,
                                          entry: unchanged, kept: result, body: body)
                // Past the budget of source kept read, the text is read again for linting and
                // checked against the entry's hash (the same word hash as the checksum).
                if case .bytes(let bytes)? = result, readBytes.add(bytes.count) + bytes.count > budgets.read {
                    indexed.forLinting = TextForLinting(.indexed(checksum: unchanged.contentHash))
                }
                return indexed
            }
        }
        let read = result ?? read(path)
        let kept = keepRead ? read : nil
        // An editor buffer keeps the file's old entry; the buffer itself is never cached.
        let oldEntry = cache == nil ? cached : nil
        if path.hasSuffix(".h") {
            // An Objective-C header gives its classes; it is never linted, and any bytes will do.
            guard case .bytes(let bytes) = read else { return IndexedFile(entry: oldEntry) }
            let summary = FileSummary(headerPath: path, bytes: bytes)
            let facts = FileFacts(summary)
            let indexed = IndexedFile(facts: facts, tree: .decoded(summary.tree), entry: oldEntry)
            if let stamp {
                indexed.entry = IndexCache.entry(facts, tree: summary.tree, manifest: nil, stamp: stamp, bytes: bytes)
                indexed.isNewEntry = true
            }
            return indexed
        }
        guard case .bytes(let bytes) = read, ProjectFiles.textProblem(bytes) == nil else {
            return IndexedFile(entry: oldEntry, kept: kept)
        }
        let file = SourceFile(path: path, bytes: bytes)
        let tree = DeclarationScanner.scan(file)
        let summary = FileSummary(file: file, tree: tree, options: summaryOptions)
        var manifest: PackageManifest?
        if path == "Package.swift" || path.hasSuffix("/Package.swift") {
            let directory = path == "Package.swift" ? "" : String(path.dropLast("/Package.swift".count))
            manifest = PackageManifest(file: file, tree: tree, directory: directory)
        }
        let facts = FileFacts(summary)
        let indexed = IndexedFile(facts: facts, tree: .decoded(tree), manifest: manifest, entry: oldEntry, kept: kept)
        if keepRead, parsedBytes.add(bytes.count) + bytes.count <= budgets.parsed {
            indexed.forLinting = TextForLinting(.parsed(ParsedFile(file: file, tree: tree)))
        } else if keepRead, readBytes.add(bytes.count) + bytes.count > budgets.read {
            indexed.forLinting = TextForLinting(.indexed(checksum: bytes.withUnsafeBytes(FNV1a64.wordHash)))
        }
        guard let stamp else { return indexed }
        indexed.entry = IndexCache.entry(facts, tree: tree, manifest: manifest, stamp: stamp, bytes: bytes)
        indexed.isNewEntry = true
        return indexed
    }

    /// The stamp of an editor's buffer's file when the buffer is the file's text as saved, so that
    /// the buffer's scan makes the file's cache entry. Asked only for a file the cache has no entry
    /// for (a cache an editor's first run wrote): without its entry, every later run joined the
    /// index anew. (A file with an entry keeps it, even when saved since: a cache written after
    /// each save cost more than the join.)
    private static func bufferAsSaved(_ path: String, root: String, in folder: IndexCache.OpenFolder?,
                                      read: (String) -> ProjectFiles.ReadResult) -> IndexCache.Stamp? {
        // Taken before the read, so that a change after it shows in the next run's stamp.
        guard let stamp = folder?.stamp(of: path), case .bytes(let saved) = ProjectFiles.read(root + "/" + path),
              case .bytes(let buffer) = read(path), saved == buffer else { return nil }
        return stamp
    }

    /// Whether what reading a file gave is the text `entry` was made from (a file that cannot be
    /// read keeps its entry's facts; its linting reports why).
    private static func isText(_ result: ProjectFiles.ReadResult?, of entry: IndexCache.Entry) -> Bool {
        guard case .bytes(let bytes)? = result else { return true }
        return IndexCache.contentHash(of: bytes) == entry.contentHash
    }

    /// The tree of a file whose cached tree is damaged, scanned from its source; the cache file is
    /// removed, so the next run builds it again instead of meeting the damage again.
    private static func rescannedTree(_ path: String, read: (String) -> ProjectFiles.ReadResult, discarding cache: IndexCache) -> DeclarationTree? {
        cache.discard()
        guard case .bytes(let bytes) = read(path) else { return nil }
        if path.hasSuffix(".h") { return FileSummary(headerPath: path, bytes: bytes).tree }
        guard ProjectFiles.textProblem(bytes) == nil else { return nil }
        return DeclarationScanner.scan(SourceFile(path: path, bytes: bytes))
    }

    /// The cached entry of a file that has not changed since the cache was written: same size and
    /// modification time, and for a file modified within two seconds of the cache's writing (racily
    /// clean) the same content hash; with what reading it gave, when it had to be read for that.
    private static func unchangedEntry(_ path: String, stamp: IndexCache.Stamp?, cached: IndexCache.Entry?, cacheWrittenAt: Int64,
                                       read: (String) -> ProjectFiles.ReadResult) -> (IndexCache.Entry?, ProjectFiles.ReadResult?) {
        guard let stamp, let cached, cached.stamp == stamp else { return (nil, nil) }
        guard stamp.modified >= cacheWrittenAt - 2_000_000_000 else { return (cached, nil) }
        let result = read(path)
        if case .bytes(let bytes) = result, IndexCache.contentHash(of: bytes) == cached.contentHash { return (cached, result) }
        return (nil, result)
    }

    /// A `project.pbxproj` or `.xcconfig` of the project: its facts from the cache when unchanged,
    /// else read and parsed (nil when it cannot be read), with its cache entry.
    private static func buildSettingsFile(_ path: String, read: (String) -> ProjectFiles.ReadResult, cache: IndexCache?,
                                          cached: IndexCache.Entry?, cacheWrittenAt: Int64) -> BuildSettingsResult {
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
        return (file, IndexCache.Entry(stamp: stamp, contentHash: IndexCache.contentHash(of: bytes), encoded: ByteSlice(writer.bytes)), true)
    }

    /// What became of one file asked to be linted: its findings, or why it was skipped.
    struct FileResult: Sendable {
        var path: String
        var findings: [Finding] = []
        var skipReason: String?
        /// `FNV1a64.hash` of the text linted, when a finding has a fix: a fix is applied only to that text.
        var fixedTextHash: UInt64?
    }

    /// The join's name tables, kept beside the cache (`ProjectIndex.NameTables`).
    static let keptNameTables = DerivedCacheFile(name: "name-tables", magic: "archlint-name-tables\n", formatVersion: 2)

    /// How far a run's facts are the cache's entries as loaded, when it saved nothing.
    enum CachedFactsExtent {
        /// Every fact is from an entry (or none, for a file not read): all kept beside the cache serves.
        case all
        /// Besides, only editor buffers were scanned, each declaring the types and typealiases its
        /// entry does (an edit inside bodies): the join's name tables kept beside the cache serve.
        case declarations
        case none
    }

    /// `sources` are the Swift files' (in the order of `indexPaths` and `cachedEntries`), then the
    /// build settings'.
    private static func cachedFactsExtent(sources: [HeldIndex.Source], indexPaths: [String],
                                          cachedEntries: [IndexCache.Entry?]) -> CachedFactsExtent {
        var extent = CachedFactsExtent.all
        for position in sources.indices {
            switch sources[position] {
            case .entry, .absent: continue
            case .unmatched: return .none
            case .scanned(let facts):
                guard position < cachedEntries.count, let entry = cachedEntries[position],
                      let cachedFacts = IndexCache.decode(entry, path: indexPaths[position])?.facts,
                      cachedFacts.typeDeclarations == facts.typeDeclarations, cachedFacts.typeAliases == facts.typeAliases
                else { return .none }
                extent = .declarations
            }
        }
        return extent
    }

    /// The position in `indexPaths` of each of `paths` (in path order), nil for one not indexed.
    /// A listing's files lead `indexPaths` in path order, so those are found in step with it; the
    /// rest (named links, headers, editor buffers) from a table of their own.
    static func positions(of paths: [String], in indexPaths: [String]) -> [Int?] {
        // A few paths (an editor's one file) are compared with each indexed path, which is cheaper
        // than comparing the indexed paths' order.
        if paths.count <= 8 { return paths.map { indexPaths.firstIndex(of: $0) } }
        var sortedEnd = min(indexPaths.count, 1)
        while sortedEnd < indexPaths.count, indexPaths[sortedEnd - 1].precedesInPathOrder(indexPaths[sortedEnd]) { sortedEnd += 1 }
        var rest: [String: Int] = [:]
        for position in (sortedEnd..<indexPaths.count).reversed() { rest[indexPaths[position]] = position }
        var next = 0
        return paths.map { path in
            while next < sortedEnd, indexPaths[next].precedesInPathOrder(path) { next += 1 }
            if next < sortedEnd, indexPaths[next] == path { return next }
            return rest[path]
        }
    }

    /// The pipeline after the file system: indexes `indexPaths`, then lints `targets` with `rules`,
    /// results in path order. Within the `budgets`, every file goes through `read` once, so a file
    /// that changes during the run is indexed and linted as the same text; past them, a file to lint
    /// read again must match what was indexed, or it is skipped with the reason. The fuzzer passes
    /// in-memory sources. With a
    /// `cache`, unchanged files are indexed from its `cached` contents; `buffers` (an editor's unsaved
    /// text) never are. The root's `listing` as this run found it is saved with the cache (whenever
    /// the cache is saved; for itself alone when it `savesListing`), and what was saved is passed to
    /// `saved`. `buildFiles`: every `project.pbxproj` and `.xcconfig`.
    /// `decoded` (a workspace's, held between runs) supplies the cache entries decoded by an earlier
    /// run and keeps this run's; `held` (a workspace's too) the index joined by the earlier run.
    /// `indexed` receives the project index once it is built, with the cache file it was joined
    /// from wholly (nil when a fact was scanned or the cache saved). `stampsBeside`: the files'
    /// stamps being taken on another thread (`RunStamps`). `layerPlaces`: those of `indexPaths`,
    /// when the caller has them (else the layer model finds them). The stages are `SourcesRun.results`.
    static func lintSources(indexPaths: [String], stamps: [IndexCache.Stamp?] = [], targets: [String], buildFiles: [String] = [],
                            configuration: Configuration, rules: [RuleDescription], jobs: Int,
                            read: @escaping @Sendable (String) -> ProjectFiles.ReadResult,
                            cache: IndexCache? = nil, cached: IndexCache.Contents = IndexCache.Contents(),
                            listing: ProjectFiles.Listing? = nil, savesListing: Bool = false, budgets: SourceBudgets = SourceBudgets(),
                            buffers: Set<String> = [], releasesIndex: Bool = true,
                            saved: @escaping (IndexCache.Contents) -> Void = { _ in }, decoded: DecodedCacheEntries? = nil,
                            held: HeldIndex? = nil, findingDetail: FindingDetail = .all, stampsBeside: StampCheck? = nil,
                            layerPlaces: LayerPlaces? = nil, indexed: @escaping (ProjectIndex, IndexCache.Origin?) -> Void = { _, _ in }) -> [FileResult] {
        // In path order already when they come from a listing, then sorted in one pass; each found
        // once in the indexed paths, for the indexing pass (what to keep read) and the linting pass.
        let sortedTargets = targets.sorted { $0.precedesInPathOrder($1) }
        let targetPositions = positions(of: sortedTargets, in: indexPaths)
        let run = SourcesRun(
            indexPaths: indexPaths, buildFiles: buildFiles, targets: sortedTargets, targetPositions: targetPositions,
            isTargetAt: targetPositions.reduce(into: [Bool](repeating: false, count: indexPaths.count)) { isTarget, position in
                if let position { isTarget[position] = true }
            },
            configuration: configuration, rules: rules, jobs: max(1, jobs), read: read, cache: cache, cached: cached,
            cachedEntries: cached.entries(for: indexPaths), listing: listing, savesListing: savesListing, budgets: budgets,
            isBuffer: PathSet(buffers), releasesIndex: releasesIndex, saved: saved, decoded: decoded, held: held,
            findingDetail: findingDetail, layerPlaces: layerPlaces, indexed: indexed)
        return run.results(stamps: RunStamps(given: stamps, beside: stampsBeside, entries: run.cachedEntries,
                                             isBuffer: run.isBuffer, paths: indexPaths))
    }

    static func makeFinding(_ raw: RuleFinding, rule: String, severity: Severity, file: SourceFile, tree: DeclarationTree) -> Finding {
        let token = min(max(raw.token, 0), file.tokens.count - 1)
        let start = file.position(of: token)
        let end = file.endPosition(of: token)
        let enclosing = tree.innermost(containing: Int32(token)).map { tree.qualifiedName(of: $0) } ?? ""
        return Finding(ruleID: rule, severity: severity, path: file.path, line: start.line, column: start.column,
                       endLine: end.line, endColumn: end.column, message: raw.message,
                       enclosingDeclaration: enclosing, reportedLine: file.sourceLine(start.line),
                       endReportedLine: end.line == start.line ? nil : file.sourceLine(end.line), rootCause: raw.rootCause, fix: raw.fix,
                       dependency: raw.dependency)
    }

    static func displayPath(_ path: String, base: String) -> String {
        ProjectFiles.relative(path, to: base) ?? path
    }
}

/// The stages of `Linter.lintSources`, in `SourcesRun.results`.
extension Linter {
    /// One `lintSources` request: what it was given, and what is worked out from that once.
    fileprivate struct SourcesRun {
        let indexPaths: [String]
        let buildFiles: [String]
        /// The files to lint in path order, with each one's position in `indexPaths` (nil for one not indexed).
        let targets: [String]
        let targetPositions: [Int?]
        /// Whether the file at each position of `indexPaths` is one to lint (kept read for its linting).
        let isTargetAt: [Bool]
        let configuration: Configuration
        let rules: [RuleDescription]
        let jobs: Int
        let read: @Sendable (String) -> ProjectFiles.ReadResult
        let cache: IndexCache?
        let cached: IndexCache.Contents
        /// The cached entries of `indexPaths`, in their order.
        let cachedEntries: [IndexCache.Entry?]
        let listing: ProjectFiles.Listing?
        let savesListing: Bool
        let budgets: SourceBudgets
        let isBuffer: PathSet
        let releasesIndex: Bool
        let saved: (IndexCache.Contents) -> Void
        let decoded: DecodedCacheEntries?
        let held: HeldIndex?
        let findingDetail: FindingDetail
        let layerPlaces: LayerPlaces?
        let indexed: (ProjectIndex, IndexCache.Origin?) -> Void

        /// The stages in order: the files indexed, what the next run reuses kept (the decoded cache
        /// entries, the cache, the joined index), the targets linted. Nothing the run does is seen
        /// before the stamps it assumed are confirmed; when a file changed, the run is done again
        /// with the stamps taken.
        func results(stamps: RunStamps) -> [FileResult] {
            do {
                let files = indexFiles(stamps: stamps.forIndexing)
                try keepDecodedEntries(of: files, confirming: stamps)
                let savedCache = try saveCacheWhenChanged(files, confirming: stamps)
                let index = try projectIndex(of: files, savedCache: savedCache, confirming: stamps)
                let results = lintTargets(of: files, with: index)
                try stamps.confirm()
                return results
            } catch {
                return results(stamps: RunStamps(given: stamps.taken))
            }
        }

        /// Each build-settings file and each file of the index, from the workspace's last run when
        /// unchanged since, else from the cache, else read and scanned (`IndexingPass`).
        func indexFiles(stamps: [IndexCache.Stamp?]) -> IndexedFiles {
            let pass = IndexingPass(
                indexPaths: indexPaths, buildFiles: buildFiles, read: read, cache: cache, cached: cached,
                cachedEntries: cachedEntries, stamps: stamps, rootFolder: cache.map { IndexCache.OpenFolder($0.root) },
                isBuffer: isBuffer, isTargetAt: isTargetAt, heldFiles: held?.files(paths: indexPaths), budgets: budgets,
                summaryOptions: summaryOptions(configuration, rules: rules), decoded: decoded)
            // Build-settings files first, in the same work list as the sources: a large `project.pbxproj`
            // is parsed while the other threads index Swift files, where a list of its own waited for it.
            let items = parallelMap(Array(0..<(buildFiles.count + indexPaths.count)), jobs: jobs) { pass.item($0) }
            var files = IndexedFiles(freshlyDecoded: pass.freshlyDecoded.add(0), parsedBytes: pass.parsedBytes.add(0))
            files.sources.reserveCapacity(indexPaths.count)
            files.buildSettings.reserveCapacity(buildFiles.count)
            for item in items {
                switch item {
                case .source(let file): files.sources.append(file)
                case .buildSettings(let item): files.buildSettings.append(item.result)
                }
            }
            return files
        }

        /// Hands the cache entries decoded this run to the workspace's next run; again only when a
        /// body was decoded this run or one is no longer used.
        func keepDecodedEntries(of files: IndexedFiles, confirming stamps: RunStamps) throws(StampsChanged) {
            guard let decoded, files.freshlyDecoded > 0 || decoded.count != files.sources.count(where: { $0.body != nil }) else { return }
            try stamps.confirm()
            decoded.keep(indexPaths.indices.compactMap { position in
                guard let body = files.sources[position].body, let entry = files.sources[position].entry else { return nil }
                return (indexPaths[position], entry, body)
            })
        }

        /// Saves the cache when an entry is new or gone, or the folders were walked or many read again
        /// (a listing saved within two seconds of a folder's change is read again next time); true when saved.
        func saveCacheWhenChanged(_ files: IndexedFiles, confirming stamps: RunStamps) throws(StampsChanged) -> Bool {
            guard let cache, savesListing || files.sources.contains(where: \.isNewEntry) || files.buildSettings.contains(where: \.isNew)
                || cached.entries.count != files.sources.count(where: { $0.entry != nil }) + files.buildSettings.count(where: { $0.entry != nil })
            else { return false }
            try stamps.confirm()
            var entries: [String: IndexCache.Entry] = [:]
            for (path, file) in zip(indexPaths, files.sources) { entries[path] = file.entry }
            for (path, file) in zip(buildFiles, files.buildSettings) { entries[path] = file.entry }
            saved(cache.save(entries, listing: listing ?? cached.listing, jobs: jobs))
            return true
        }

        /// The project index: the workspace's last one when its facts came from the same sources,
        /// else joined. Kept for the workspace's next run, and handed to `indexed`.
        func projectIndex(of files: IndexedFiles, savedCache: Bool, confirming stamps: RunStamps) throws(StampsChanged) -> ProjectIndex {
            // What each fact came from: the same as last time, and the last join serves again.
            let sources = files.sources.map { HeldIndex.Source($0) } + files.buildSettings.map { HeldIndex.Source($0) }
            let loadedCache = savedCache ? nil : cache.map { IndexCache.Origin(folder: $0.folder, fingerprint: cached.fingerprint) }
            let extent = loadedCache == nil ? .none : cachedFactsExtent(sources: sources, indexPaths: indexPaths, cachedEntries: cachedEntries)
            let index: ProjectIndex
            if let previous = held?.index(paths: indexPaths, buildFiles: buildFiles, sources: sources) {
                index = Self.replacingScannedTrees(of: previous, files: files, sources: sources, indexPaths: indexPaths)
            } else {
                // The name tables kept for these facts serve instead of most of the join.
                index = try joinedIndex(of: files, namesOrigin: extent == .none ? nil : loadedCache, confirming: stamps)
            }
            if let held {
                try stamps.confirm()
                held.keep(index, files: files.sources, paths: indexPaths, buildFiles: buildFiles, sources: sources)
            }
            // With the files' facts and entries: freeing them was one thread's work before the process exit.
            if !releasesIndex { _ = Unmanaged.passRetained(IndexHolder(index, files: files.sources)) }
            indexed(index, extent == .all ? loadedCache : nil)
            // Files to lint scanned past what is kept parsed (a large file, a project without a cache):
            // what scanning and summarising them freed is handed back, so the linting pass's memory
            // starts from the index, not from the indexing pass's height.
            if files.parsedBytes > budgets.parsed { archlint_return_free_memory() }
            return index
        }

        /// The held index with the trees of the files scanned this run (a buffer's): their facts are as they were.
        private static func replacingScannedTrees(of previous: ProjectIndex, files: IndexedFiles, sources: [HeldIndex.Source],
                                                  indexPaths: [String]) -> ProjectIndex {
            previous.replacingTrees(files.sources.indices.compactMap { position in
                guard case .scanned = sources[position], let tree = files.sources[position].tree,
                      let file = previous.fileIndexByPath[indexPaths[position]] else { return nil }
                return (file, tree)
            })
        }

        /// The index joined from the files' facts, with the name tables kept beside the cache loaded
        /// from `namesOrigin` when they serve; a join of facts that could have them keeps its own.
        private func joinedIndex(of files: IndexedFiles, namesOrigin: IndexCache.Origin?,
                                 confirming stamps: RunStamps) throws(StampsChanged) -> ProjectIndex {
            // A file's facts and tree are set together, so the two lists stay aligned. Read in
            // place: copying each `IndexedFile` out of the array cost more than the join.
            var facts: [FileFacts] = [], trees: [TreeStore.Slot] = [], manifests: [PackageManifest] = []
            facts.reserveCapacity(files.sources.count)
            trees.reserveCapacity(files.sources.count)
            for position in files.sources.indices {
                if let fileFacts = files.sources[position].facts, let tree = files.sources[position].tree {
                    facts.append(fileFacts)
                    trees.append(tree)
                }
                if let manifest = files.sources[position].manifest { manifests.append(manifest) }
            }
            var rescan: TreeStore.Rescan?
            if let cache { rescan = { [read] path in rescannedTree(path, read: read, discarding: cache) } }
            let typeCount = namesOrigin == nil ? 0 : facts.typeDeclarationCount
            let keptNames = namesOrigin.flatMap { origin in
                keptNameTables.read(origin, fileCount: facts.count, typeCount: typeCount) { try ProjectIndex.NameTables(from: &$0, files: facts) }
            }
            // A join reads every file's details: those still encoded are decoded on all threads first.
            if keptNames == nil { facts.decodeDetails(jobs: jobs) }
            let index = ProjectIndex(facts: facts, trees: trees, packages: manifests, buildSettings: files.buildSettings.compactMap(\.file),
                                     rescan: rescan, nameTables: keptNames)
            if let namesOrigin, keptNames == nil {
                try stamps.confirm()
                keptNameTables.write(namesOrigin, fileCount: facts.count, typeCount: typeCount, index.nameTables.encode)
            }
            return index
        }

        /// Lints each file to lint, one file per task (`LintingPass`); results in path order.
        func lintTargets(of files: IndexedFiles, with index: ProjectIndex) -> [FileResult] {
            let pass = LintingPass(targets: targets, targetPositions: targetPositions, files: files.sources, index: index,
                                   run: RuleRun(layerPlaces: layerPlaces, jobs: jobs), rules: rules, configuration: configuration,
                                   read: read, findingDetail: findingDetail)
            return parallelMap(Array(targets.indices), jobs: jobs) { pass.result(forTargetAt: $0) }
        }
    }

    /// What the indexing pass gave: each indexed file (in the order of the indexed paths) and
    /// each build-settings file.
    fileprivate struct IndexedFiles {
        var sources: [IndexedFile] = []
        var buildSettings: [BuildSettingsResult] = []
        /// Cache entries decoded this run (not taken from an earlier run's decoding).
        var freshlyDecoded: Int
        /// Bytes of files to lint scanned (past `SourceBudgets.parsed`, more than are kept parsed).
        var parsedBytes: Int
    }

    /// The indexing pass of one attempt, shared by its threads: what each item needs, and the
    /// counters of what the items keep.
    fileprivate struct IndexingPass: Sendable {
        let indexPaths: [String]
        let buildFiles: [String]
        let read: @Sendable (String) -> ProjectFiles.ReadResult
        let cache: IndexCache?
        let cached: IndexCache.Contents
        let cachedEntries: [IndexCache.Entry?]
        let stamps: [IndexCache.Stamp?]
        /// Open whenever there is a cache.
        let rootFolder: IndexCache.OpenFolder?
        let isBuffer: PathSet
        let isTargetAt: [Bool]
        let heldFiles: [IndexedFile]?
        let budgets: SourceBudgets
        let summaryOptions: FileSummary.Options
        let decoded: DecodedCacheEntries?
        let parsedBytes = AtomicCounter(), readBytes = AtomicCounter(), freshlyDecoded = AtomicCounter()
        let detailsLock = Lock()

        /// Item `item` of the work list: the build-settings files, then the indexed paths.
        func item(_ item: Int) -> IndexedItem {
            if item < buildFiles.count {
                let path = buildFiles[item]
                return .buildSettings(BuildSettingsItem(buildSettingsFile(path, read: read, cache: cache, cached: cached.entry(for: path),
                                                                          cacheWrittenAt: cached.writtenAt)))
            }
            let position = item - buildFiles.count
            let path = indexPaths[position]
            var fileCache = isBuffer.contains(path) ? nil : cache
            var stamp = fileCache == nil ? nil : (position < stamps.count ? stamps[position] : nil) ?? rootFolder?.stamp(of: path)
            if fileCache == nil, let cache, cachedEntries[position] == nil, let onDisk = bufferAsSaved(path, root: cache.root, in: rootFolder, read: read) {
                (fileCache, stamp) = (cache, onDisk)
            }
            let keepRead = isTargetAt[position]
            // Unchanged since the workspace's last request: nothing to look up.
            if let heldFiles, !keepRead, let stamp, heldFiles[position].isUnchanged(stamp: stamp, cacheWrittenAt: cached.writtenAt) {
                return .source(heldFiles[position])
            }
            return .source(indexedFile(path, stamp: stamp, read: read, cache: fileCache, cached: cachedEntries[position],
                                       cacheWrittenAt: cached.writtenAt, keepRead: keepRead, parsedBytes: parsedBytes,
                                       readBytes: readBytes, budgets: budgets, summaryOptions: summaryOptions, decoded: decoded,
                                       freshlyDecoded: freshlyDecoded, detailsLock: detailsLock))
        }
    }

    /// The linting pass, shared by its threads: each enabled rule prepared for the index, run over
    /// each file to lint, its findings filtered by the file's suppressions.
    fileprivate struct LintingPass: Sendable {
        let targets: [String]
        let targetPositions: [Int?]
        /// The indexed files, in the order of the indexed paths.
        let files: [IndexedFile]
        let index: ProjectIndex
        let configuration: Configuration
        let read: @Sendable (String) -> ProjectFiles.ReadResult
        let findingDetail: FindingDetail
        /// Each enabled rule with its id, where its findings may be suppressed and its severities,
        /// resolved once per run: a configured `severity:` overrides every finding's; else a
        /// finding's own default, else the catalog's.
        let ruleInstances: [RuleInstance]

        struct RuleInstance {
            let rule: any Rule
            let id: String
            let reportsOnDeclarationNameLine: Bool
            let reportsInDeclarationHeader: Bool
            let configured: Severity?
            let catalog: Severity
        }
        /// The rules that run on test code.
        let testRules: Set<String>
        /// The severity of `unused_suppression` findings; nil when they are not reported.
        let unusedSuppressionSeverity: Severity?
        let catalogIDs = Set(RuleCatalog.builtIn.rules.map(\.id))
        let enabled: Set<String>

        init(targets: [String], targetPositions: [Int?], files: [IndexedFile], index: ProjectIndex, run: RuleRun, rules: [RuleDescription],
             configuration: Configuration, read: @escaping @Sendable (String) -> ProjectFiles.ReadResult, findingDetail: FindingDetail) {
            (self.targets, self.targetPositions, self.files, self.index) = (targets, targetPositions, files, index)
            (self.configuration, self.read, self.findingDetail) = (configuration, read, findingDetail)
            ruleInstances = registeredRules.compactMap { type in
                guard let description = rules.first(where: { $0.id == type.id }) else { return nil }
                let options = configuration.options(for: description)
                return RuleInstance(rule: type.init(options: options).prepared(for: index, run: run), id: type.id,
                                    reportsOnDeclarationNameLine: type.reportsOnDeclarationNameLine,
                                    reportsInDeclarationHeader: type.reportsInDeclarationHeader,
                                    configured: configuration.severities[type.id], catalog: description.defaultSeverity)
            }
            testRules = Set(rules.filter { rule in
                !rule.options.contains { $0.name == "include_tests" } || configuration.options(for: rule).bool("include_tests")
            }.map(\.id))
            let severities = Linter.severities(of: rules, configuration: configuration)
            unusedSuppressionSeverity = findingDetail.unusedSuppressions && severities["unused_suppression"] != nil
                ? severities["unused_suppression"] : nil
            enabled = Set(rules.map(\.id))
        }

        func result(forTargetAt item: Int) -> FileResult {
            let path = targets[item]
            switch text(of: path, indexed: targetPositions[item].map { files[$0] }) {
            case .skipped(let reason):
                return FileResult(path: path, skipReason: reason)
            case .parsed(let parsed):
                let findings = findings(in: parsed.file, tree: parsed.tree)
                let hash = findings.contains { $0.fix != nil } ? FNV1a64.hash(parsed.file.bytes) : nil
                return FileResult(path: path, findings: findings, fixedTextHash: hash)
            }
        }

        enum Text {
            case parsed(ParsedFile)
            case skipped(reason: String)
        }

        /// The file's tokens and declarations as indexing kept them, else read (again) and
        /// tokenized; or why it is skipped.
        private func text(of path: String, indexed: IndexedFile?) -> Text {
            if case .parsed(let parsed)? = indexed?.forLinting?.text { return .parsed(parsed) }
            var kept: ProjectFiles.ReadResult?
            if case .read(let result)? = indexed?.forLinting?.text { kept = result }
            let bytes: [UInt8]
            switch kept ?? read(path) {
            case .failure(let reason):
                return .skipped(reason: reason)
            case .bytes(let read):
                bytes = read
            }
            if case .indexed(let checksum)? = indexed?.forLinting?.text, bytes.withUnsafeBytes(FNV1a64.wordHash) != checksum {
                return .skipped(reason: "changed while archlint was running; lint it again")
            }
            if let problem = ProjectFiles.textProblem(bytes) { return .skipped(reason: problem) }
            let file = SourceFile(path: path, bytes: bytes)
            // Bytes kept from indexing, or read again and matching what was indexed (or what a
            // cache entry it was indexed from was made from): the index holds the declarations
            // of this very text, so they are not scanned twice.
            if indexed?.forLinting != nil, let fileIndex = index.fileIndexByPath[path] {
                return .parsed(ParsedFile(file: file, tree: index.tree(ofFile: fileIndex)))
            }
            return .parsed(ParsedFile(file: file, tree: DeclarationScanner.scan(file)))
        }

        /// The rules' findings in the file that its suppressions leave, then its unused suppressions.
        private func findings(in file: SourceFile, tree: DeclarationTree) -> [Finding] {
            let isTest = TestCode.isTestPath(file.path)
            var findings: [Finding] = []
            var suppressions = Suppressions(file: file, tree: tree)
            // One context for the file's rules: a context built for each rule retained every field
            // of the file and its tree, a fortieth of a whole-tree run. The rules are read where
            // they lie: a copy of each rule for each file cost as much again.
            let context = RuleContext(file: file, tree: tree, index: index, filePosition: index.fileIndexByPath[file.path],
                                      configuredDefaultIsolation: configuration.defaultIsolation, makesFixes: findingDetail.fixes,
                                      shared: SharedFileAnswers())
            ruleInstances.withUnsafeBufferPointer { instances in
                // (By position: a loop over the elements copies each, rule and all.)
                for position in instances.indices {
                    let id = instances[position].id
                    if isTest && !testRules.contains(id) { continue }
                    for raw in instances[position].rule.check(context) {
                        let finding = makeFinding(raw, rule: id, severity: instances[position].configured ?? raw.severity ?? instances[position].catalog,
                                                  file: file, tree: tree)
                        if !suppressions.suppresses(rule: id, at: SourceFile.Position(line: finding.line, column: finding.column),
                                                    onNameLine: instances[position].reportsOnDeclarationNameLine,
                                                    inHeader: instances[position].reportsInDeclarationHeader) {
                            findings.append(finding)
                        }
                    }
                }
            }
            if let unusedSuppressionSeverity {
                // An id of a rule switched off for this run is not reported (it may be switched back on);
                // one naming no rule at all (a misspelt id) suppresses nothing whatever runs.
                let unused = suppressions.unused(in: file, isRule: catalogIDs.contains) { id in
                    id == "all" || !catalogIDs.contains(id) || (id != "unused_suppression" && enabled.contains(id))
                }
                for entry in unused {
                    let start = file.position(ofOffset: entry.range.lowerBound)
                    let end = file.position(ofOffset: entry.range.upperBound)
                    findings.append(Finding(
                        ruleID: "unused_suppression", severity: unusedSuppressionSeverity, path: file.path,
                        line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                        message: entry.message, enclosingDeclaration: "", reportedLine: file.sourceLine(start.line),
                        fix: findingDetail.fixes ? entry.fix : nil))
                }
            }
            return findings
        }
    }

    /// A file's stamp taken by `RunStamps` is not the one the run assumed.
    fileprivate struct StampsChanged: Error {}

    /// The stamps a run takes its files as. While the files' stamps are taken on another thread
    /// (`StampCheck`, for these very paths), each file is taken as its cache entry's stamp, when
    /// every one to `stat` has an entry; before anything the run does is seen, the stamps taken
    /// must be those (`confirm`), or the run is done again with them. (Without entries for all,
    /// the stamps taken are waited for.)
    fileprivate final class RunStamps {
        /// Each indexed file's stamp as the run takes it; nil for one to `stat` as it is indexed.
        let forIndexing: [IndexCache.Stamp?]
        private let given: [IndexCache.Stamp?]
        private let beside: StampCheck?
        /// Which of `forIndexing` are cache entries' stamps, to check; nil when none are assumed.
        private let isAssumed: [Bool]?
        private var isConfirmed = false

        init(given: [IndexCache.Stamp?], beside: StampCheck? = nil, entries: [IndexCache.Entry?] = [],
             isBuffer: PathSet = PathSet([]), paths: [String] = []) {
            self.given = given
            self.beside = beside.flatMap { $0.paths == paths ? $0 : nil }
            let assumed = self.beside.flatMap { _ in Self.assumedStamps(given: given, entries: entries, isBuffer: isBuffer, paths: paths) }
            isAssumed = assumed?.isChecked
            forIndexing = assumed?.stamps ?? Self.taken(given: given, beside: self.beside)
        }

        /// The stamps given, each other one as taken on the other thread (waiting for them).
        var taken: [IndexCache.Stamp?] { Self.taken(given: given, beside: beside) }

        /// Returns when every stamp assumed is the one taken (waiting for them); throws when not.
        func confirm() throws(StampsChanged) {
            guard !isConfirmed, let isAssumed, let beside else { return }
            let taken = beside.stamps
            guard isAssumed.indices.allSatisfy({ !isAssumed[$0] || taken[$0] == forIndexing[$0] }) else { throw StampsChanged() }
            isConfirmed = true
        }

        private static func taken(given: [IndexCache.Stamp?], beside: StampCheck?) -> [IndexCache.Stamp?] {
            guard let taken = beside?.stamps else { return given }
            return taken.indices.map { ($0 < given.count ? given[$0] : nil) ?? taken[$0] }
        }

        /// Each file's stamp as the run takes it while the real ones are taken on another thread: the
        /// one `given`, else (an editor's buffer apart) its cache entry's, those being the ones to
        /// check; nil when a file to check has no entry (it is read whatever its stamp).
        private static func assumedStamps(given: [IndexCache.Stamp?], entries: [IndexCache.Entry?], isBuffer: PathSet,
                                          paths: [String]) -> (stamps: [IndexCache.Stamp?], isChecked: [Bool])? {
            var stamps: [IndexCache.Stamp?] = [], isChecked: [Bool] = []
            stamps.reserveCapacity(paths.count)
            isChecked.reserveCapacity(paths.count)
            for position in paths.indices {
                let stamp = position < given.count ? given[position] : nil
                if stamp != nil || isBuffer.contains(paths[position]) {
                    stamps.append(stamp)
                    isChecked.append(false)
                } else if let entry = entries[position] {
                    stamps.append(entry.stamp)
                    isChecked.append(true)
                } else {
                    return nil
                }
            }
            return (stamps, isChecked)
        }
    }
}

/// Whether `bytes` are valid UTF-8. ASCII runs (most source) are skipped 32 bytes at a time, then eight.
func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(isValidUTF8)
}

/// `isValidUTF8(_:)` of bytes in place (a JSON string's, inside its document).
func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = buffer.count
    let raw = UnsafeRawBufferPointer(buffer)
    while index < count {
        while index + 32 <= count {
            let bits = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            guard bits & 0x8080_8080_8080_8080 == 0 else { break }
            index += 32
        }
        if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
        }
        // The blocks may have reached the end.
        guard index < count else { break }
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

/// Paths to look up once per file of the project: the few of an editor's or a pre-commit run are
/// compared, not hashed (hashing every path of the project cost more than `stat`ing it).
struct PathSet: Sendable {
    private let few: [String]?
    private let all: Set<String>

    init(_ paths: some Collection<String>) {
        all = Set(paths)
        few = all.count <= 16 ? Array(all) : nil
    }

    func contains(_ path: String) -> Bool { few.map { $0.contains(path) } ?? all.contains(path) }
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

    var count: Int { bodies.count }

    /// Keeps exactly these (a file gone or no longer from the cache is dropped).
    func keep(_ decoded: [(path: String, entry: IndexCache.Entry, body: IndexCache.Body)]) {
        bodies = Dictionary(decoded.map { ($0.path, ($0.entry.stamp, $0.entry.contentHash, $0.body)) }, uniquingKeysWith: { $1 })
    }
}

/// The project index a workspace joined last, for its next request. While the same files are
/// indexed, each from the same cache entry or (an editor's buffer, a file read again) with the same
/// facts, and the same build settings, a join gives the same index: only the buffers' trees change.
/// Typing inside a body leaves a buffer's facts as they were, so most keystrokes join nothing.
final class HeldIndex: @unchecked Sendable {
    /// What a file's facts came from.
    enum Source: Equatable {
        /// A cache entry: its stamp and content hash.
        case entry(IndexCache.Stamp, UInt64)
        /// Scanning the text.
        case scanned(FileFacts)
        /// No facts (a file that could not be read).
        case absent
        /// Facts never taken for unchanged: a scanned `Package.swift` or build setting, whose
        /// comparison would take as long as the join.
        case unmatched

        static func == (left: Source, right: Source) -> Bool {
            switch (left, right) {
            case let (.entry(leftStamp, leftHash), .entry(rightStamp, rightHash)): leftStamp == rightStamp && leftHash == rightHash
            case let (.scanned(leftFacts), .scanned(rightFacts)): leftFacts == rightFacts
            case (.absent, .absent): true
            default: false
            }
        }

        fileprivate init(_ file: Linter.IndexedFile) {
            if file.body != nil, let entry = file.entry {
                self = .entry(entry.stamp, entry.contentHash)
            } else if let facts = file.facts {
                self = file.manifest == nil ? .scanned(facts) : .unmatched
            } else {
                self = .absent
            }
        }

        init(_ file: Linter.BuildSettingsResult) {
            if file.file == nil {
                self = .absent
            } else if let entry = file.entry, !file.isNew {
                self = .entry(entry.stamp, entry.contentHash)
            } else {
                self = .unmatched
            }
        }
    }

    private var index: ProjectIndex?
    private var paths: [String] = []
    private var buildFiles: [String] = []
    private var sources: [Source] = []
    /// The files as indexed (a file to lint, whose text they hold, is never taken from them).
    private var files: [Linter.IndexedFile] = []

    /// The files indexed last, when the same paths are indexed now.
    fileprivate func files(paths: [String]) -> [Linter.IndexedFile]? { paths == self.paths ? files : nil }

    /// The index kept, when it was joined from the same paths and sources.
    func index(paths: [String], buildFiles: [String], sources: [Source]) -> ProjectIndex? {
        guard let index, paths == self.paths, buildFiles == self.buildFiles, sources == self.sources else { return nil }
        return index
    }

    fileprivate func keep(_ index: ProjectIndex, files: [Linter.IndexedFile], paths: [String], buildFiles: [String], sources: [Source]) {
        self.index = index
        self.files = files
        self.paths = paths
        self.buildFiles = buildFiles
        self.sources = sources
    }
}

/// Holds a project index and the indexed files it was joined from, deliberately never released
/// (`LintRequest.processEndsAfterRun`).
private final class IndexHolder {
    let index: ProjectIndex
    let files: [Linter.IndexedFile]
    init(_ index: ProjectIndex, files: [Linter.IndexedFile]) {
        self.index = index
        self.files = files
    }
}
