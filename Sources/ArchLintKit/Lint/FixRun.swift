#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lint --fix` / `--diff` asks for.
public struct FixRequest: Sendable {
    public enum Mode: Sendable {
        /// Write the fixed files (one atomic rename each); an editor buffer goes to `FixOutcome.fixedBuffer`.
        case write
        /// Change nothing; `FixOutcome.diff` holds the fixes as a unified diff.
        case diff
    }
    public var mode: Mode
    /// `--unsafe-fixes`: unsafe fixes too.
    public var includesUnsafe: Bool
    /// `--baseline`: findings it hides are left for later, as they are not reported; only the
    /// findings the run reports are fixed.
    public var baseline: Baseline?

    public init(mode: Mode, includesUnsafe: Bool, baseline: Baseline? = nil) {
        self.mode = mode
        self.includesUnsafe = includesUnsafe
        self.baseline = baseline
    }
}

/// What applying fixes did.
public struct FixOutcome: Sendable {
    /// Fixes applied (over every round) to the files written, or diffed, and those files.
    public var applied = 0
    public var changedFiles: [String] = []
    /// `--diff`: the patch, paths relative to the project root.
    public var diff = ""
    /// `--fix` with `--stdin-path`: the buffer with its fixes applied (unchanged when none applied).
    public var fixedBuffer: [UInt8]?
    /// One line each for a file not fixed (changed meanwhile, read-only, not writable), for stderr.
    public var failures: [String] = []
}

extension Workspace {
    /// Rounds of fixing: fixes that overlap one applied in a round are computed again from the
    /// fixed text and applied in the next. Each round's fixes change the text, so a run ends long
    /// before this unless fixes undo each other.
    static let maximumFixRounds = 8

    /// Lints `targets`, applies the fixes `request` allows in rounds (each round lints the fixed
    /// texts, held in memory as buffers, so a file fixed twice is still written once), then writes
    /// the fixed files or renders them as a diff. The findings returned are those left after the
    /// fixes; for a diff, those of the files as they are. A caller holding an outcome of `targets`
    /// (the language server) passes it as `linted`; a file changed since is left alone.
    public func lintApplyingFixes(_ targets: LintTargets, _ request: FixRequest, linted: LintOutcome? = nil) -> LintOutcome {
        var outcome = linted ?? lint(targets)
        let unfixed = outcome
        var result = FixOutcome()
        var original: [String: [UInt8]] = [:]
        var current: [String: [UInt8]] = [:]
        // Where each fixed file's original bytes lie in its fixed text, for the diff.
        var kept: [String: KeptText] = [:]
        var excluded = Set<String>()
        // Fixes applied to each file, counted in the summary only for a file written (or diffed).
        var appliedByPath: [String: Int] = [:]
        let base = targets.displayBase
        func display(_ path: String) -> String { Linter.displayPath(root + "/" + path, base: base) }

        // Rule, file and declaration of each finding the baseline hid in the first round: a fix can
        // change the line a hidden finding's fingerprint reads, so later rounds leave those alone too.
        var baselined = Set<[String]>()
        for round in 0..<Workspace.maximumFixRounds {
            var fixesByPath: [String: [Fix]] = [:]
            let hidden = request.baseline?.hides(outcome.findings)
            for (index, finding) in outcome.findings.enumerated() where !excluded.contains(finding.path) {
                let identity = [finding.ruleID, finding.path, finding.enclosingDeclaration]
                if hidden?[index] == true {
                    if round == 0 { baselined.insert(identity) }
                    continue
                }
                if round > 0, baselined.contains(identity) { continue }
                if let fix = finding.fix, fix.isSafe || request.includesUnsafe { fixesByPath[finding.path, default: []].append(fix) }
            }
            var changed = false
            for path in fixesByPath.keys.sorted(by: { $0.precedesInPathOrder($1) }) {
                let bytes: [UInt8]
                if let fixed = current[path] {
                    bytes = fixed
                } else if let buffer = targets.buffers[root + "/" + path] {
                    bytes = buffer
                } else if case .bytes(let read) = ProjectFiles.read(root + "/" + path) {
                    bytes = read
                } else {
                    result.failures.append("archlint: \(display(path)): cannot be read again; not fixed")
                    excluded.insert(path)
                    continue
                }
                // Fixes are offsets into the text linted: never applied to other bytes.
                guard FNV1a64.hash(bytes) == outcome.fixedTextHashes[path] else {
                    result.failures.append("archlint: \(display(path)): changed since it was linted; not fixed")
                    excluded.insert(path)
                    continue
                }
                let applied = Fix.applyKeepingEdits(fixesByPath[path]!, to: bytes)
                guard applied.bytes != bytes else { continue }
                if original[path] == nil { original[path] = bytes }
                current[path] = applied.bytes
                kept[path, default: KeptText(unchanged: bytes.count)].apply(applied.edits, toTextOf: bytes.count)
                appliedByPath[path, default: 0] += applied.applied
                changed = true
            }
            guard changed else { break }
            var fixedTargets = targets
            for (path, bytes) in current { fixedTargets.buffers[root + "/" + path] = bytes }
            outcome = lint(fixedTargets)
        }

        let changedPaths = current.keys.filter { current[$0] != original[$0] }.sorted { $0.precedesInPathOrder($1) }
        result.changedFiles = changedPaths
        switch request.mode {
        case .diff:
            result.diff = changedPaths.map { UnifiedDiff.render(old: original[$0]!, new: current[$0]!, kept: kept[$0]!, path: $0) }.joined()
            outcome = unfixed
        case .write:
            var written = Set<String>()
            for path in changedPaths {
                if targets.buffers[root + "/" + path] != nil {
                    result.fixedBuffer = current[path]
                    written.insert(path)
                } else if let failure = Workspace.write(current[path]!, over: original[path]!, at: root + "/" + path) {
                    result.failures.append("archlint: \(display(path)): \(failure); not fixed")
                } else {
                    written.insert(path)
                }
            }
            // What is left is what is on disk: lint again when a file could not be written.
            if written.count < changedPaths.count {
                var onDisk = targets
                for path in written where targets.buffers[root + "/" + path] != nil { onDisk.buffers[root + "/" + path] = current[path] }
                outcome = lint(onDisk)
            }
            result.changedFiles = changedPaths.filter { written.contains($0) }
        }
        result.applied = result.changedFiles.reduce(0) { $0 + appliedByPath[$1, default: 0] }
        if result.fixedBuffer == nil, let stdin = targets.buffers.first?.value, request.mode == .write { result.fixedBuffer = stdin }
        outcome.fixes = result
        return outcome
    }

    /// Replaces the file at `path` with `bytes` in one step (`AtomicFile.replace`), keeping its
    /// owner, group and permissions and writing through a symbolic link to its target, when it
    /// still holds `expected`; else why not.
    private static func write(_ bytes: [UInt8], over expected: [UInt8], at path: String) -> String? {
        guard let target = ProjectFiles.realPath(path) else { return "cannot be resolved (\(String(cString: strerror(errno))))" }
        // Open from here on: the file checked right before the replacement is this one.
        let descriptor = target.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return "cannot be read again (\(String(cString: strerror(errno))))" }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "changed while archlint was fixing it" }
        // No write permission bit: read-only to its owner's intent, even for a user (root) who could write it.
        guard info.st_mode & 0o222 != 0 else { return "read-only file" }
        guard access(target, W_OK) == 0 else {
            return errno == EACCES || errno == EROFS ? "read-only file" : "not writable (\(String(cString: strerror(errno))))"
        }
        do {
            return try AtomicFile.replace(target, openAs: descriptor, holding: expected, with: bytes) ? nil : "changed while archlint was fixing it"
        } catch {
            return "\(error)"
        }
    }
}
