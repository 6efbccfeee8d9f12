import ArchLintKit
import Foundation

/// `archlint-bench compare DIR`: archlint beside the linters people would otherwise run, on the
/// same files, as separate processes: the whole tree, one file in an editor, a pre-commit run.
/// Children run in DIR, so every path they see is relative.
struct Comparison {
    /// A Swift file of the corpus, relative to its root.
    struct CorpusFile {
        var path: String
        var lines: Int
        var bytes: Int
    }

    let options: Options
    let rounds: Int
    let archlint: String
    let cat: String
    /// Executable name to path, for the peers found on PATH (none with `--no-peers`).
    let peers: [String: String]
    let files: [CorpusFile]
    let cache: String
    var report = Report()

    static func run(_ options: Options) throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let root = URL(fileURLWithPath: options.directory!).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw BenchError("archlint-bench: \(options.directory!) is not a directory")
        }
        let archlint = try archlintExecutable(options)
        guard let cat = ChildProcess.find("cat") else { throw BenchError("archlint-bench: no cat on PATH") }
        var peers: [String: String] = [:]
        for name in ["swift-format", "swiftlint", "swiftformat"] where options.peers { peers[name] = ChildProcess.find(name) }
        // --file is relative to where archlint-bench was started; the children run in DIR.
        var editorFile: String?
        if let file = options.file {
            let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
            guard absolute.hasPrefix(root + "/") else { throw BenchError("archlint-bench: --file \(file) is not inside \(root)") }
            editorFile = String(absolute.dropFirst(root.count + 1))
        }
        // --config too; the children run in DIR.
        var options = options
        if let config = options.config {
            let absolute = URL(fileURLWithPath: config, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: absolute) else { throw BenchError("archlint-bench: no configuration file \(config)") }
            options.config = absolute
        }
        guard chdir(root) == 0 else { throw BenchError("archlint-bench: cannot enter \(root)") }

        let files = projectSwiftFiles(under: root).map { path -> CorpusFile in
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            return CorpusFile(path: path, lines: Corpus.lineCount(of: bytes), bytes: bytes.count)
        }
        guard !files.isEmpty else { throw BenchError("archlint-bench: no Swift files under \(root)") }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-bench-cache-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }

        let rounds = options.rounds ?? 3
        var comparison = Comparison(options: options, rounds: rounds, archlint: archlint, cat: cat, peers: peers, files: files, cache: cache)
        let lines = files.reduce(0) { $0 + $1.lines }, bytes = files.reduce(0) { $0 + $1.bytes }
        comparison.report.header("\(root): \(counted(files.count, "Swift file")), \(counted(lines, "line")), \(format(Double(bytes) / 1e6, 2)) MB",
                                 ["archlint: \(archlint)"] + (options.config.map { ["config: \($0)"] } ?? [])
                                    + ["rounds: \(rounds), median of each column; MB = 10^6 bytes"])
        try comparison.wholeTree()
        try comparison.editor(file: editorFile ?? Comparison.editorFile(files))
        try comparison.preCommit(Comparison.changedFiles(files, count: options.changed))
        comparison.report.printMarkdown()
    }

    /// `--archlint`, else the `archlint` beside this executable.
    static func archlintExecutable(_ options: Options) throws -> String {
        let archlint = options.archlint.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
                .deletingLastPathComponent().appendingPathComponent("archlint").standardizedFileURL.path
        guard ChildProcess.isExecutable(archlint) else {
            throw BenchError("archlint-bench: no archlint at \(archlint); build it: swift build -c release --product archlint")
        }
        return archlint
    }

    /// `archlint lint`, with `--config` when given.
    var lint: [String] { [archlint, "lint"] + (options.config.map { ["--config", $0] } ?? []) }

    /// cat (the floor), archlint without its cache, and every peer, each over all of DIR.
    mutating func wholeTree() throws {
        report.section("whole tree", describesRun: false)
        let batches = Comparison.batches(files.map(\.path), budget: Comparison.argumentBudget())
        let floor = try measure("cat of every Swift file (floor)", batches.map { Invocation(arguments: [cat] + $0) })
        let archlintRow = try measure("archlint lint --no-cache", [Invocation(arguments: lint + ["--no-cache", "--quiet", "."])])
        report.ratio("archlint / cat (floor)", archlintRow, floor, target: "≤ 4×")
        guard options.peers else { return }
        let commands: [(tool: String, arguments: [String], target: String)] = [
            ("swift-format", ["lint", "--recursive", "--parallel", "."], "≥ 100×"),
            ("swiftlint", ["lint", "--quiet"], ""),
            ("swiftformat", ["--lint", "--quiet", "."], ""),
        ]
        for (tool, arguments, target) in commands {
            let name = ([tool] + arguments.filter { $0 != "." }).joined(separator: " ")
            guard let executable = peers[tool] else {
                report.note("\(tool): not on PATH; skipped")
                continue
            }
            let row = try measure(name, [Invocation(arguments: [executable] + arguments)])
            report.ratio("\(name) / archlint", row, archlintRow, target: target)
        }
    }

    /// An editor linting its buffer: `--stdin-path` with an empty cache, then a warm one.
    mutating func editor(file: String) throws {
        let lines = Corpus.lineCount(of: [UInt8](FileManager.default.contents(atPath: file) ?? Data()))
        report.section("one file: \(file) (\(counted(lines, "line")))")
        let command = Invocation(arguments: lint + ["--quiet", "--cache-path", cache, "--stdin-path", file], stdin: file)
        _ = try measure("archlint --stdin-path FILE, cold cache", [command], prepare: emptyCache)
        _ = try ChildProcess.run(command)
        let warm = try measure("archlint --stdin-path FILE, warm cache", [command])
        _ = try measure("archlint --stdin-path FILE, warm cache, after a save", [command]) { try Comparison.saveAsAnEditorDoes(file) }
        guard let swiftFormat = peers["swift-format"] else { return }
        let peer = try measure("swift-format lint FILE", [Invocation(arguments: [swiftFormat, "lint", file])])
        report.ratio("swift-format lint FILE / archlint warm", peer, warm, target: "≥ 5×")
    }

    /// A pre-commit hook over a few changed files, the project's cache warm.
    mutating func preCommit(_ changed: [CorpusFile]) throws {
        let n = changed.count
        report.section("pre-commit: \(counted(n, "file")) (\(counted(changed.reduce(0) { $0 + $1.lines }, "line")))")
        let command = Invocation(arguments: lint + ["--quiet", "--cache-path", cache] + changed.map(\.path))
        _ = try ChildProcess.run(command)
        let warm = try measure("archlint lint \(counted(n, "file")), warm cache", [command])
        guard let swiftFormat = peers["swift-format"] else { return }
        let peer = try measure("swift-format lint \(counted(n, "file"))", [Invocation(arguments: [swiftFormat, "lint"] + changed.map(\.path))])
        report.ratio("swift-format lint \(counted(n, "file")) / archlint warm", peer, warm, target: "≥ 5×")
    }

    /// Every row comes from here: `rounds` runs of `invocations` one after another (one run, for
    /// the times), each round after an untimed `prepare`; the median of each column goes into the
    /// report.
    mutating func measure(_ name: String, _ invocations: [Invocation], prepare: () throws -> Void = {}) throws -> Sample {
        var samples: [Sample] = []
        var problems: Set<String> = []
        for _ in 0..<rounds {
            try prepare()
            let runs = try invocations.map { try ChildProcess.run($0) }
            samples.append(Sample.sequence(runs.map(\.sample)))
            problems.formUnion(runs.compactMap(\.problem))
        }
        for problem in problems.sorted() { FileHandle.standardError.write(Data("archlint-bench: warning: \(name): \(problem)\n".utf8)) }
        let result = Sample(wall: median(samples.map(\.wall)), cpu: median(samples.map(\.cpu)),
                            peakMegabytes: median(samples.map(\.peakMegabytes)))
        report.row(name, result)
        return result
    }

    /// Saves `file` unchanged as Xcode, Vim and JetBrains IDEs save: its bytes written to a new
    /// file beside it and renamed over it, which gives its folder a new modification time.
    static func saveAsAnEditorDoes(_ file: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let saved = copyBeside(file)
        try bytes.write(to: URL(fileURLWithPath: saved))
        if let permissions = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: saved)
        }
        guard rename(saved, file) == 0 else {
            try? FileManager.default.removeItem(atPath: saved)
            throw BenchError("archlint-bench: cannot save \(file) again: \(String(cString: strerror(errno)))")
        }
    }

    /// The path of the new file a save of `file` writes: in the same folder (a file of DIR's own
    /// folder too), where the rename over `file` stays on one file system.
    static func copyBeside(_ file: String) -> String {
        ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".archlint-bench-save-" + (file as NSString).lastPathComponent)
    }

    func emptyCache() throws {
        try? FileManager.default.removeItem(atPath: cache)
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    }

    /// The largest file (in bytes) of 300 to 500 lines; without one, the file nearest 400 lines.
    static func editorFile(_ files: [CorpusFile]) -> String {
        let sized = files.filter { (300...500).contains($0.lines) }
        if let largest = sized.max(by: { ($0.bytes, $1.path) < ($1.bytes, $0.path) }) { return largest.path }
        return files.min { (abs($0.lines - 400), $0.path) < (abs($1.lines - 400), $1.path) }!.path
    }

    /// `count` files spread evenly through the path order of those with 100 to 800 lines (all files
    /// when too few have): every k-th one, from the first.
    static func changedFiles(_ files: [CorpusFile], count: Int) -> [CorpusFile] {
        let sized = files.filter { (100...800).contains($0.lines) }
        let candidates = sized.count >= count ? sized : files
        let step = max(1, candidates.count / count)
        return Array(stride(from: 0, to: candidates.count, by: step).prefix(count).map { candidates[$0] })
    }

    /// `paths` cut into runs of arguments that each fit within `budget` bytes of argument space.
    static func batches(_ paths: [String], budget: Int) -> [[String]] {
        var batches: [[String]] = [], current: [String] = [], used = 0
        for path in paths {
            let cost = path.utf8.count + 1 + MemoryLayout<UnsafeRawPointer>.size
            if !current.isEmpty, used + cost > budget {
                batches.append(current)
                current = []
                used = 0
            }
            current.append(path)
            used += cost
        }
        return current.isEmpty ? batches : batches + [current]
    }

    /// Half the system's limit on arguments plus environment, less the environment itself.
    static func argumentBudget() -> Int {
        let limit = sysconf(Int32(_SC_ARG_MAX))
        let environment = ProcessInfo.processInfo.environment.reduce(0) {
            $0 + $1.key.utf8.count + $1.value.utf8.count + 2 + MemoryLayout<UnsafeRawPointer>.size
        }
        return max(4096, (limit > 0 ? limit : 131_072) / 2 - environment)
    }
}

/// The measurements and ratios of a comparison: printed as an aligned table while they come in,
/// and as Markdown at the end.
struct Report {
    struct Ratio {
        var name: String
        var wall: Double
        var cpu: Double
        var target: String
    }

    /// What the figures are about: the corpus, then one line per section.
    private(set) var context: [String] = []
    private(set) var rows: [(name: String, sample: Sample)] = []
    private(set) var ratios: [Ratio] = []
    private let width = 46

    mutating func header(_ corpus: String, _ details: [String]) {
        context.append(corpus)
        print(([corpus] + details).joined(separator: "\n"))
        let inherited = ChildProcess.inheritedPeakMegabytes()
        if inherited > 0 {
            print("peak MB: each child starts from archlint-bench's own peak (\(format(inherited, 1)) MB); "
                + "'≤' marks a child that did not go above it")
        }
        print("\n" + pad("", width) + pad("wall s", 10, right: true) + pad("CPU s", 10, right: true) + pad("peak MB", 10, right: true))
    }

    /// A heading in the table; with `describesRun`, also a line of context above the Markdown.
    mutating func section(_ title: String, describesRun: Bool = true) {
        if !rows.isEmpty { print() }
        if describesRun { context.append(title) }
        print(title)
    }

    func note(_ text: String) { print("  " + text) }

    mutating func row(_ name: String, _ sample: Sample) {
        rows.append((name, sample))
        print(pad("  " + name, width) + pad(format(sample.wall, 4), 10, right: true)
            + pad(format(sample.cpu, 4), 10, right: true) + pad(peak(sample), 10, right: true))
        fflush(nil)  // rows appear as they are measured, also through a pipe
    }

    /// `numerator` over `denominator` in wall and CPU time, printed at once under the rows.
    mutating func ratio(_ name: String, _ numerator: Sample, _ denominator: Sample, target: String) {
        let ratio = Ratio(name: name, wall: numerator.wall / denominator.wall, cpu: numerator.cpu / denominator.cpu, target: target)
        ratios.append(ratio)
        print("  = \(name): \(format(ratio.wall, 1))x wall, \(format(ratio.cpu, 1))x CPU"
            + (target.isEmpty ? "" : " (target: \(target.replacingOccurrences(of: "×", with: "x")) wall)"))
        fflush(nil)
    }

    func printMarkdown() {
        print("\nMarkdown:\n")
        print(context.joined(separator: "; ") + ".\n")
        print("| run | wall | CPU | peak memory |")
        print("|---|---:|---:|---:|")
        for (name, sample) in rows {
            print("| \(name) | \(format(sample.wall, 4)) s | \(format(sample.cpu, 4)) s | \(peak(sample)) MB |")
        }
        print("\n| ratio | wall | CPU | target (wall) |")
        print("|---|---:|---:|---|")
        for ratio in ratios {
            print("| \(ratio.name) | \(format(ratio.wall, 1))× | \(format(ratio.cpu, 1))× | \(ratio.target.isEmpty ? "–" : ratio.target) |")
        }
    }

    /// On Linux a child's peak starts at archlint-bench's own (plus what `posix_spawn` touches
    /// before `exec`), so a peak that did not go clearly above it only bounds the child's own.
    private func peak(_ sample: Sample) -> String {
        let inherited = ChildProcess.inheritedPeakMegabytes()
        return (inherited > 0 && sample.peakMegabytes <= inherited + 0.5 ? "≤ " : "") + format(sample.peakMegabytes, 1)
    }
}

/// "1 line", "93,370 lines".
func counted(_ number: Int, _ noun: String) -> String {
    "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
}

/// `number` with commas between groups of three digits: 93,370.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}
