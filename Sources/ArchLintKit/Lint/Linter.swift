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
        let severities = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, configuration.severity(for: $0)) })

        // What to lint: the files named and the Swift files under the folders named, minus excluded globs.
        let stdinRelative = stdinPath.flatMap { ProjectFiles.relative($0, to: root) }
        var targets = Set<String>()
        var outside: [String] = []
        for path in paths {
            if path == stdinPath { continue }
            if ProjectFiles.isDirectory(path) {
                targets.formUnion(ProjectFiles.walk(path, root: root).swiftFiles)
            } else if let relative = ProjectFiles.relative(path, to: root) {
                targets.insert(relative)
            } else {
                outside.append(path)
            }
        }
        if let stdinRelative { targets.insert(stdinRelative) }
        let candidates = targets.count
        // Third-party folders stay external even when a file in them is named (a pre-commit
        // hook passes every changed file), like the configuration's excluded globs.
        targets = targets.filter { path in
            !path.split(separator: "/").dropLast().contains { ProjectFiles.skippedFolders.contains(String($0)) }
                && !configuration.excluded.contains { $0.matches(path) }
                && (configuration.included.isEmpty || configuration.included.contains { $0.matches(path) })
        }
        var warnings: [String] = []
        if candidates > 0, targets.isEmpty {
            warnings.append("archlint: warning: every file given is excluded (by the configuration's globs or as third-party code); nothing was linted")
        }

        // The index: every Swift file under the root, the editor's buffer in place of its file.
        let listing = ProjectFiles.walk(root, root: root)
        var indexPaths = listing.swiftFiles
        if let stdinRelative, !indexPaths.contains(stdinRelative) { indexPaths.append(stdinRelative) }
        let sources = SourceProvider(root: root, stdinPath: stdinRelative, stdinBytes: request.stdinSource)
        let jobs = max(1, request.jobs)
        let cache = request.cacheBase.map { IndexCache(base: $0, root: root) }
        let (cached, cacheWrittenAt) = cache?.load() ?? ([:], 0)
        let scanned = parallelMap(indexPaths, jobs: jobs) { path -> IndexedFile in
            indexedFile(path, sources: sources, cached: cached[path], cacheWrittenAt: cacheWrittenAt, keepEntry: cache != nil)
        }
        if let cache, scanned.contains(where: \.isNewEntry) || cached.count != scanned.count(where: { $0.entry != nil }) {
            var entries: [String: IndexCache.Entry] = [:]
            for (path, file) in zip(indexPaths, scanned) { entries[path] = file.entry }
            cache.save(entries)
        }
        let xcodeProjects = listing.pbxprojs.compactMap { pbxproj -> XcodeProjectSettings? in
            guard case .bytes(let bytes) = ProjectFiles.read(root + "/" + pbxproj) else { return nil }
            let bundle = pbxproj.split(separator: "/").dropLast(2).joined(separator: "/")
            return XcodeProjectSettings(pbxproj: bytes, directory: bundle)
        }
        let index = ProjectIndex(files: scanned.compactMap(\.summary), packages: scanned.compactMap(\.manifest), xcodeProjects: xcodeProjects)

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
        let results = parallelMap(sortedTargets, jobs: jobs) { path -> FileResult in
            let bytes: [UInt8]
            switch sources.read(path) {
            case .failure(let reason):
                return FileResult(skipped: "archlint: \(displayPath(root + "/" + path, base: base)): \(reason); skipped")
            case .bytes(let read):
                bytes = read
            }
            guard isValidUTF8(bytes) else {
                return FileResult(skipped: "archlint: \(displayPath(root + "/" + path, base: base)): not UTF-8 text; skipped")
            }
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
            return FileResult(findings: findings)
        }

        var findings: [Finding] = []
        var skipped: [String] = outside.map { "archlint: \(displayPath($0, base: base)): outside the project root \(displayPath(root, base: base)); skipped" }
        for result in results {
            findings += result.findings
            if let line = result.skipped { skipped.append(line) }
        }
        findings.sort(by: Finding.reportOrder)
        return LintOutcome(findings: findings, fileCount: results.count - results.filter { $0.skipped != nil }.count,
                           skipped: skipped, warnings: warnings, projectRoot: root, rules: rules, severities: severities)
    }

    /// A file's index facts, and its cache entry (reused, new, or none for an editor buffer).
    private struct IndexedFile: Sendable {
        var summary: FileSummary?
        var manifest: PackageManifest?
        var entry: IndexCache.Entry?
        var isNewEntry = false
    }

    /// Summarises one file for the index: from the cache when its size and modification time
    /// match (and, for a file modified around the cache's writing, its content hash too), else
    /// by reading and scanning it.
    private static func indexedFile(_ path: String, sources: SourceProvider, cached: IndexCache.Entry?,
                                    cacheWrittenAt: Int64, keepEntry: Bool) -> IndexedFile {
        if sources.isBuffer(path) {
            guard case .bytes(let bytes) = sources.read(path), isValidUTF8(bytes) else { return IndexedFile(entry: cached) }
            let (summary, manifest) = summarize(path, bytes)
            return IndexedFile(summary: summary, manifest: manifest, entry: cached)
        }
        let stamp = keepEntry ? IndexCache.Stamp(path: sources.root + "/" + path) : nil
        var bytes: [UInt8]?
        if let stamp, let cached, cached.stamp == stamp {
            // Racily clean: modified within two seconds of the cache's writing; compare contents.
            let racy = stamp.modified >= cacheWrittenAt - 2_000_000_000
            if racy, case .bytes(let read) = sources.read(path) { bytes = read }
            if !racy || bytes.map({ FNV1a64.hash($0) == cached.contentHash }) == true, let decoded = IndexCache.decode(cached.encoded) {
                return IndexedFile(summary: decoded.0, manifest: decoded.1, entry: cached)
            }
        }
        if bytes == nil, case .bytes(let read) = sources.read(path) { bytes = read }
        guard let bytes, isValidUTF8(bytes) else { return IndexedFile() }
        let (summary, manifest) = summarize(path, bytes)
        guard keepEntry, let stamp else { return IndexedFile(summary: summary, manifest: manifest) }
        let entry = IndexCache.Entry(stamp: stamp, contentHash: FNV1a64.hash(bytes),
                                     encoded: ArraySlice(IndexCache.encode(summary, manifest: manifest)))
        return IndexedFile(summary: summary, manifest: manifest, entry: entry, isNewEntry: true)
    }

    private static func summarize(_ path: String, _ bytes: [UInt8]) -> (FileSummary, PackageManifest?) {
        let file = SourceFile(path: path, bytes: bytes)
        let tree = DeclarationScanner.scan(file)
        var manifest: PackageManifest?
        if path == "Package.swift" || path.hasSuffix("/Package.swift") {
            let directory = path == "Package.swift" ? "" : String(path.dropLast("/Package.swift".count))
            manifest = PackageManifest(file: file, tree: tree, directory: directory)
        }
        return (FileSummary(file: file, tree: tree), manifest)
    }

    private struct FileResult: Sendable {
        var findings: [Finding] = []
        var skipped: String?
    }

    /// Reads project files from disk, and the editor's buffer for `--stdin-path`.
    private struct SourceProvider: Sendable {
        var root: String
        var stdinPath: String?
        var stdinBytes: [UInt8]?

        func isBuffer(_ path: String) -> Bool { path == stdinPath && stdinBytes != nil }

        func read(_ path: String) -> ProjectFiles.ReadResult {
            if path == stdinPath, let stdinBytes { return .bytes(stdinBytes) }
            return ProjectFiles.read(root + "/" + path)
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

/// `transform` over `items` on up to `jobs` threads; results in input order.
func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result) -> [Result] {
    if items.isEmpty { return [] }
    let workers = min(jobs, items.count)
    if workers <= 1 { return items.map(transform) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
    slots.initialize(repeating: nil)
    defer {
        // The results were copied out; without this their slot copies would never be released.
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
