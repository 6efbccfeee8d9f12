import CHeapTuning

/// A project held open between lint requests: its root, configuration, enabled rules and
/// project-index cache. `archlint lint` opens one for a single request; the language server keeps
/// one open and asks it to lint each buffer as it changes. Both run `lint(_:)`, so the same bytes
/// give the same findings.
public final class Workspace {
    /// Absolute project root.
    public let root: String
    public private(set) var configuration: Configuration
    /// The enabled rules, in id order.
    public private(set) var rules: [RuleDescription]
    /// Why the configuration file last failed to load (its description is `file:line:col: error: …`),
    /// or nil; while set, `configuration` is the last one that loaded (the defaults at first).
    public private(set) var configurationError: (any Error)?
    /// Set for a process that ends right after its one request (see `LintRequest.processEndsAfterRun`).
    public var processEndsAfterRequest = false

    private let jobs: Int
    private let catalog = RuleCatalog.builtIn
    private let explicitConfigurationPath: String?
    /// Size and modification time of the configuration file when it was read; nil when there was none.
    private var configurationStamp: IndexCache.Stamp?
    private let enable: Set<String>
    private let disable: Set<String>
    private let cacheBase: String?
    /// `LintRequest.recordsArchitectureFacts`, kept in each configuration loaded.
    private let recordsArchitectureFacts: Bool
    /// Keyed by the root and the summaries' options (the configured singleton accessors, whose uses
    /// they count, and whether they record type names).
    private var cache: IndexCache?
    /// The cache's contents as last loaded or saved; loaded by the first request.
    private var cached: IndexCache.Contents?
    /// The cache entries the last request decoded, for the next.
    private var decoded = DecodedCacheEntries()
    /// The index the last request joined, for the next.
    private var heldIndex = HeldIndex()

    /// Opens the project at `root` (absolute) with the configuration at `configPath` (absolute),
    /// else the root's `.archlint.yml`, else the defaults; a configuration that fails to load sets
    /// `configurationError`.
    public init(root: String, configPath: String? = nil, enable: Set<String> = [], disable: Set<String> = [],
                cacheBase: String?, jobs: Int, recordsArchitectureFacts: Bool = false) {
        self.root = root
        self.recordsArchitectureFacts = recordsArchitectureFacts
        explicitConfigurationPath = configPath
        self.enable = enable
        self.disable = disable
        self.jobs = max(1, jobs)
        self.cacheBase = cacheBase
        configuration = Configuration()
        rules = []
        loadConfiguration()
    }

    /// The configuration file in effect: the one given, else `.archlint.yml` in the root when there is one.
    public var configurationPath: String? {
        explicitConfigurationPath ?? (ProjectFiles.exists(root + "/.archlint.yml") ? root + "/.archlint.yml" : nil)
    }

    /// Reads the configuration again when its file changed, appeared or went away since it was read
    /// (one `stat`); true when it did. A file that fails to load sets `configurationError`.
    @discardableResult
    public func reloadConfigurationIfChanged() -> Bool {
        guard configurationPath.flatMap({ IndexCache.Stamp(path: $0) }) != configurationStamp else { return false }
        loadConfiguration()
        return true
    }

    private func loadConfiguration() {
        let path = configurationPath
        configurationStamp = path.flatMap { IndexCache.Stamp(path: $0) }
        do {
            let options = Linter.summaryOptions(configuration, rules: rules)
            configuration = try path.map { try Configuration.load(path: $0, catalog: catalog) } ?? Configuration()
            configuration.architecture.recordsFacts = recordsArchitectureFacts
            rules = catalog.rules.filter { configuration.isEnabled($0, enable: enable, disable: disable) }
            configurationError = nil
            // Other summary options: summaries recording other facts, in another cache.
            let newOptions = Linter.summaryOptions(configuration, rules: rules)
            if cache == nil || newOptions != options {
                cache = cacheBase.map { IndexCache(base: $0, root: root, summaryOptions: newOptions) }
                cached = nil
                decoded = DecodedCacheEntries()
                heldIndex = HeldIndex()
            }
        } catch {
            configurationError = error
        }
    }

    /// Effective severity of each enabled rule, by id.
    public var severities: [String: Severity] {
        Dictionary(uniqueKeysWithValues: rules.map { ($0.id, configuration.severity(for: $0)) })
    }

    /// Lints the files and folders of `targets` and its buffers, with every Swift file under the
    /// root indexed (each buffer in place of its file), the unchanged ones from the cache. A cache
    /// file truncated in place while mapped reads as zeros from then on (`SharedBytes.isDamaged`):
    /// nothing read from it is trusted, and the request is linted again without it.
    public func lint(_ targets: LintTargets) -> LintOutcome {
        if cached?.readsDamagedBytes == true { cached = nil }
        let outcome = lintReadingCache(targets)
        guard cached?.readsDamagedBytes == true else { return outcome }
        cached = nil
        cache?.discard()
        return lintReadingCache(targets)
    }

    /// The stages of a request: the cache read, the files to lint selected, the index's paths, their
    /// layer places and the warnings, the sources indexed and linted (`Linter.lintSources`), the outcome assembled.
    private func lintReadingCache(_ targets: LintTargets) -> LintOutcome {
        let buffers = buffersInRoot(targets.buffers)
        let loaded = readCache()
        // Every Swift file under the root is indexed; linting the root itself reuses that listing,
        // which comes from the cache, with the folders changed since read again.
        let listing = loaded.listing?.listing ?? ProjectFiles.walk(root, root: root, forCache: cache != nil, jobs: jobs)
        let selection = selectFiles(targets.paths, listing: listing, buffers: buffers)
        // The index: every Swift file under the root, each buffer in place of its file.
        // In path order, as the index keeps its files (it sorts them otherwise): the listing's Swift
        // files are, and the few other paths are put in their places, a buffer's path only once.
        let (indexPaths, stamps) = listing.indexed(adding: Array(selection.named.intersection(listing.escapingLinks)) + buffers.keys)
        let layerPlaces = layerPlaces(of: indexPaths)
        var warnings = selectionWarnings(selection, base: targets.displayBase)
        warnings += configuration.architecture.warnings + (layerPlaces.map(configuration.architecture.emptyLayerWarnings) ?? [])
        var index: ProjectIndex?
        var indexOrigin: IndexCache.Origin?
        let results = Linter.lintSources(
            indexPaths: indexPaths, stamps: stamps, targets: selection.toLint, buildFiles: listing.pbxprojs + listing.xcconfigs,
            configuration: configuration,
            rules: rules, jobs: jobs, read: Linter.diskReader(root: root, buffers: buffers),
            cache: cache, cached: loaded.contents, listing: listing, savesListing: loaded.listing?.isWorthSaving ?? true,
            buffers: Set(buffers.keys), releasesIndex: !processEndsAfterRequest,
            saved: { [unowned self] in self.cached = $0 },
            // A process that ends after this request has no next one to keep them for.
            decoded: processEndsAfterRequest ? nil : decoded, held: processEndsAfterRequest ? nil : heldIndex,
            findingDetail: targets.findingDetail, stampsBeside: loaded.stampsBeside(for: indexPaths), layerPlaces: layerPlaces,
            indexed: { if targets.keepsIndex { (index, indexOrigin) = ($0, $1) } })
        var outcome = outcome(of: results, selection: selection, warnings: warnings, targets: targets)
        outcome.index = index
        outcome.indexOrigin = indexOrigin
        return outcome
    }

    /// The layer and unit of each indexed path when the configuration declares layers: one glob
    /// pass, which the empty-layer warnings and `layer_dependency`'s model read.
    private func layerPlaces(of indexPaths: [String]) -> LayerPlaces? {
        configuration.architecture.layers.isEmpty ? nil : LayerPlaces(configuration.architecture, paths: indexPaths, jobs: jobs)
    }

    /// Editors' buffers by path relative to the root (one outside it is neither linted nor indexed).
    private func buffersInRoot(_ buffers: [String: [UInt8]]) -> [String: [UInt8]] {
        var inRoot: [String: [UInt8]] = [:]
        for (path, bytes) in buffers {
            if let relative = ProjectFiles.relative(path, to: root) { inRoot[relative] = bytes }
        }
        return inRoot
    }

    /// The cache as a request reads it.
    private struct LoadedCache {
        var contents: IndexCache.Contents
        /// The root's listing as the cache holds it, with the folders changed since read again; nil
        /// without one.
        var listing: IndexCache.CurrentListing?
        /// The stamps of the cached listing's files, being taken on another thread.
        var stampsBeside: StampCheck?

        /// The stamps taken for the cached listing serve while the paths are the same (an editor's
        /// save leaves them so); else they are taken for these paths now. A walk of the root took
        /// every Swift file's stamp itself, so none is waited for.
        func stampsBeside(for indexPaths: [String]) -> StampCheck? {
            guard listing != nil, let taken = stampsBeside else { return nil }
            return taken.paths == indexPaths ? taken : StampCheck(paths: indexPaths, in: taken.folder)
        }
    }

    /// The cache's contents as held from the last request, else loaded from its file (empty without one).
    private func readCache() -> LoadedCache {
        if let held = cached { return LoadedCache(contents: held, listing: held.currentListing(root: root, jobs: jobs)) }
        // A process that ends after this request keeps no index for a next one, so its run can go
        // on while its files' stamps are taken, from as soon as the cached listing names them.
        // The pages of this thread's heap that the run will use are faulted in on another thread
        // meanwhile, that core being idle until the stamps are taken: first touched by this thread,
        // they were a sixth of a warm one-file run in element-x-ios, where it uses about half as
        // many bytes as the cache file holds. (Not for a few pages: the thread would cost more.)
        let runsBeside = processEndsAfterRequest && jobs > 1
        var stampsBeside: StampCheck?
        let (contents, listing) = cache?.load(jobs: jobs, mapped: { size in
            if runsBeside, size / 2 >= 256 << 10 { _ = archlint_fault_in_heap_ahead(size / 2) }
        }, listed: { listing in
            if runsBeside { stampsBeside = StampCheck(paths: listing.indexed().paths, in: IndexCache.OpenFolder(root)) }
        }) ?? (IndexCache.Contents(), nil)
        cached = contents
        return LoadedCache(contents: contents, listing: listing, stampsBeside: stampsBeside)
    }

    /// The files a request lints, from the paths it names.
    private struct FileSelection {
        /// Relative to the root, in path order.
        var toLint: [String]
        /// How many files there were to lint before the excluded and third-party ones were taken out.
        var candidates: Int
        /// The files named themselves (not through a folder), relative to the root.
        var named: Set<String>
        /// The paths named outside the root, which are not linted.
        var outside: [String]
        /// Symbolic links found in the folders named that lead out of the root.
        var escapingLinks: Set<String>
    }

    /// The files named and the Swift files under the folders named, minus excluded globs.
    /// Symbolic links that lead out of the project root are read only when named on the command line.
    private func selectFiles(_ paths: [String], listing: ProjectFiles.Listing, buffers: [String: [UInt8]]) -> FileSelection {
        // Listings come in path order; a run over the root alone (a whole-project run) takes the
        // root's listing as it is, where a set of every path, its sort and a third-party check of
        // each cost the run's single thread more than its walk.
        var walkedOnlyRoot = buffers.isEmpty
        var listed: [[String]] = []
        var others = Set(buffers.keys)
        var selection = FileSelection(toLint: [], candidates: 0, named: [], outside: [], escapingLinks: [])
        for path in paths {
            if ProjectFiles.isDirectory(path) {
                let folderListing = path == root ? listing : ProjectFiles.walk(path, root: root, jobs: jobs)
                if path != root { walkedOnlyRoot = false }
                listed.append(folderListing.swiftFiles)
                selection.escapingLinks.formUnion(folderListing.escapingLinks)
            } else if let relative = ProjectFiles.relative(path, to: root) {
                others.insert(relative)
                selection.named.insert(relative)
                walkedOnlyRoot = false
            } else {
                selection.outside.append(path)
            }
        }
        if listed.count == 1, others.isEmpty {
            selection.toLint = listed[0]
        } else {
            others.formUnion(listed.joined())
            selection.toLint = others.sorted { $0.precedesInPathOrder($1) }
        }
        selection.candidates = selection.toLint.count
        // Third-party folders stay external even when a file in them is named (a pre-commit
        // hook passes every changed file), like the configuration's excluded globs. The root's
        // walk never enters them.
        selection.toLint.removeAll { path in
            (!walkedOnlyRoot && ProjectFiles.isInSkippedFolder(path))
                || configuration.excluded.contains { $0.matches(path) }
                || (!configuration.included.isEmpty && !configuration.included.contains { $0.matches(path) })
        }
        selection.toLint = ProjectFiles.oncePerRealFile(selection.toLint, named: selection.named, root: root)
        return selection
    }

    /// Links not read, and nothing to lint.
    private func selectionWarnings(_ selection: FileSelection, base: String) -> [String] {
        var warnings: [String] = []
        for link in selection.escapingLinks.subtracting(selection.named).sorted(by: { $0.precedesInPathOrder($1) })
        where !configuration.excluded.contains(where: { $0.matches(link) }) {
            warnings.append("archlint: warning: \(Linter.displayPath(root + "/" + link, base: base)): symbolic link to a file outside the project root; not read (name it on the command line to lint it)")
        }
        if selection.candidates > 0, selection.toLint.isEmpty {
            warnings.append("archlint: warning: every file given is excluded (by the configuration's globs or as third-party code); nothing was linted")
        }
        return warnings
    }

    /// The findings in report order, the files skipped and why, the warnings.
    private func outcome(of results: [Linter.FileResult], selection: FileSelection, warnings: [String],
                         targets: LintTargets) -> LintOutcome {
        let base = targets.displayBase
        var findings: [Finding] = []
        var skipped = selection.outside.map { SkippedFile(path: $0, reason: "outside the project root \(Linter.displayPath(root, base: base))") }
        var fixedTextHashes: [String: UInt64] = [:]
        for result in results {
            findings += result.findings
            if let hash = result.fixedTextHash { fixedTextHashes[result.path] = hash }
            if let reason = result.skipReason { skipped.append(SkippedFile(path: root + "/" + result.path, reason: reason)) }
        }
        if targets.findingDetail.reportOrder { findings = Finding.inReportOrder(findings) }
        var outcome = LintOutcome(findings: findings, fileCount: results.count - results.filter { $0.skipReason != nil }.count,
                                  skipped: skipped, warnings: warnings, projectRoot: root, rules: rules, severities: severities)
        outcome.fixedTextHashes = fixedTextHashes
        outcome.architecture = configuration.architecture
        if selection.candidates == 0, selection.outside.isEmpty {
            let folders = targets.paths.map { path in
                let shown = Linter.displayPath(path, base: base)
                return shown.isEmpty ? "." : shown
            }
            outcome.noSwiftFiles = "archlint: no Swift files in \(folders.joined(separator: ", ")); nothing was linted"
        }
        return outcome
    }
}

/// What one request asks a workspace to lint.
public struct LintTargets: Sendable {
    /// Absolute paths of files and folders (folders are walked for Swift files); each exists.
    public var paths: [String]
    /// Editors' unsaved buffers by absolute path: linted, and indexed, in place of the file on
    /// disk. A buffer outside the project root is neither.
    public var buffers: [String: [UInt8]]
    /// The folder that paths in messages about skipped files are relative to.
    public var displayBase: String
    /// The outcome keeps the project index (`LintOutcome.index`).
    public var keepsIndex = false
    /// What of the findings to work out (`LintRequest.findingDetail`).
    public var findingDetail = FindingDetail.all

    public init(paths: [String] = [], buffers: [String: [UInt8]] = [:], displayBase: String) {
        self.paths = paths
        self.buffers = buffers
        self.displayBase = displayBase
    }
}
