import ArchLintKit
import Foundation

let usage = """
    usage: archlint-bench generate --lines N [--seed S] [--single-file] --output DIR
           archlint-bench run [--lines N | --dir DIR] [--seed S] [--rounds R]
           archlint-bench digest [--lines N | --dir DIR] [--seed S]
           archlint-bench compare DIR [--rounds R] [--file PATH] [--changed N] [--config PATH] [--archlint PATH] [--no-peers]
           archlint-bench lsp DIR [--rounds R] [--file PATH] [--archlint PATH]
           archlint-bench stress [--rounds R] [--only NAME] [--archlint PATH]

    generate  writes a deterministic synthetic Swift project of about N lines to DIR; with
              --single-file, its Swift files joined into one, Sources/App/Generated.swift (the
              input of the README's largest-file memory figure).
    run       times tokenize, tokenize+scan and tokenize+scan+index over files held in memory,
              then a full lint from disk, on 1 thread and on all cores; medians of R rounds
              (default 5). Without --dir, generates --lines lines (default 200000) with --seed
              (default 1) and writes them to a temporary folder for the lint run.
    digest    prints a fingerprint of the tokens, declarations and summaries of the same corpus,
              to check that a speed-up changed no output.
    compare   runs, in DIR, cat of its Swift files (the floor), archlint lint --no-cache,
              swift-format lint --recursive --parallel, and swiftlint and swiftformat --lint
              when on PATH; then one file through --stdin-path with a cold and a warm cache, and
              warm after saving the file unchanged as editors save (a new file renamed over it),
              against swift-format on that file (--file, default: the largest file of 300-500
              lines), and a pre-commit run over N files (--changed, default 10) with a warm
              cache against swift-format on those files. Prints medians of R rounds (default 3)
              of wall time, CPU time and peak memory, and speed-up ratios. --config passes a
              configuration file to every archlint run (a team's layers: their cost is the time
              with it against the time without). --archlint defaults to the archlint beside
              archlint-bench; --no-peers runs archlint and cat only.
    lsp       runs archlint lsp in DIR as an editor would: opens one file (--file, chosen as for
              compare) with an empty cache, then replaces its text R times (default 200) and
              prints the distribution of the time from the end of the server's debounce to the
              diagnostics of each version (min, p50, p90, p99, max, mean). The server takes the
              project root lint takes, so DIR must be it (.archlint.yml, git or a project file).
    stress    for each dimension of the input (files, declarations in one file, members and
              extensions of one type, conformances, string constants, bindings of one name, #if branches, nesting,
              suppressions, baseline entries, findings, inheritance chains and cycles), writes a
              project of that shape at n, 2n and 4n to a temporary folder, times the whole
              archlint lint --no-cache process (the fastest of R rounds, default 3) and prints the
              growth per doubling as a Markdown table; exits 1 when one exceeds 2.3. --only runs
              the dimensions whose name contains NAME.
    """

/// The command line, parsed by hand: a mode, then `--name value` pairs (`compare` also takes its
/// folder and `--no-peers`).
struct Options {
    enum Mode: String { case generate, run, digest, compare, lsp, stress }

    /// The options each mode accepts.
    static let accepted: [Mode: Set<String>] = [
        .generate: ["--lines", "--seed", "--output", "--single-file"],
        .run: ["--lines", "--dir", "--seed", "--rounds"],
        .digest: ["--lines", "--dir", "--seed"],
        .compare: ["--rounds", "--file", "--changed", "--config", "--archlint", "--no-peers"],
        .lsp: ["--rounds", "--file", "--archlint"],
        .stress: ["--rounds", "--only", "--archlint"],
    ]

    var mode: Mode
    var lines: Int?
    var seed: UInt64 = 1
    var output: String?
    var directory: String?
    /// Default 5 for `run`, 3 for `compare` and `stress`.
    var rounds: Int?
    var file: String?
    var changed = 10
    var archlint: String?
    /// `compare`: the configuration file every archlint run is given.
    var config: String?
    var peers = true
    /// `generate`: one file holding the whole project's Swift code.
    var singleFile = false
    /// `stress`: only the dimensions whose name contains this.
    var only: String?

    init(_ arguments: [String]) throws {
        guard let first = arguments.first, let mode = Mode(rawValue: first) else { throw BenchError(usage) }
        self.mode = mode
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            if mode == .compare || mode == .lsp, !flag.hasPrefix("-"), directory == nil {
                directory = flag
                continue
            }
            guard Options.accepted[mode]!.contains(flag) else {
                throw BenchError("archlint-bench: \(mode.rawValue) does not take '\(flag)'\n\n\(usage)")
            }
            if flag == "--no-peers" {
                peers = false
                continue
            }
            if flag == "--single-file" {
                singleFile = true
                continue
            }
            guard let value = rest.popFirst() else { throw BenchError("archlint-bench: \(flag) needs a value\n\n\(usage)") }
            switch flag {
            case "--lines": lines = try Options.positive(value, flag)
            case "--seed":
                guard let parsed = UInt64(value) else { throw BenchError("archlint-bench: --seed needs a non-negative integer, not '\(value)'") }
                seed = parsed
            case "--output": output = value
            case "--dir": directory = value
            case "--rounds": rounds = try Options.positive(value, flag)
            case "--file": file = value
            case "--changed": changed = try Options.positive(value, flag)
            case "--archlint": archlint = value
            case "--config": config = value
            case "--only": only = value
            default: preconditionFailure("accepted option \(flag) not handled")
            }
        }
        if mode == .generate, lines == nil || output == nil { throw BenchError("archlint-bench: generate needs --lines and --output\n\n\(usage)") }
        if mode == .compare || mode == .lsp, directory == nil { throw BenchError("archlint-bench: \(mode.rawValue) needs a folder\n\n\(usage)") }
        if mode != .generate, lines != nil, directory != nil { throw BenchError("archlint-bench: give --lines or --dir, not both") }
    }

    static func positive(_ value: String, _ flag: String) throws -> Int {
        guard let number = Int(value), number > 0 else { throw BenchError("archlint-bench: \(flag) needs a positive integer, not '\(value)'") }
        return number
    }
}

func generate(_ options: Options) throws {
    var files = CorpusGenerator.generate(lines: options.lines!, seed: options.seed)
    if options.singleFile {
        // Type names are unique across the project, so the joined files are one valid file.
        let swift = files.filter { $0.path != "Package.swift" }
        files = [GeneratedFile(path: "Sources/App/Generated.swift", bytes: swift.flatMap(\.bytes),
                               lineCount: swift.reduce(0) { $0 + $1.lineCount })]
    }
    try Corpus.write(files, to: options.output!)
    let lines = files.reduce(0) { $0 + $1.lineCount }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    print("wrote \(files.count) files, \(lines) lines, \(bytes) bytes to \(options.output!)")
}

/// The corpus of `--dir`, or the generated one (200,000 lines by default).
func loadCorpus(_ options: Options) throws -> (Corpus, [GeneratedFile]) {
    if let directory = options.directory { return (try Corpus.load(directory: directory), []) }
    let lines = options.lines ?? 200_000
    let files = CorpusGenerator.generate(lines: lines, seed: options.seed)
    return (Corpus(generated: files, description: "generated, --lines \(lines) --seed \(options.seed)"), files)
}

func digest(_ options: Options) throws {
    let (corpus, _) = try loadCorpus(options)
    let result = try Digest.compute(corpus)
    print("digest: \(String(result.digest, radix: 16)) files=\(corpus.files.count) tokens=\(result.tokens) declarations=\(result.declarations)")
}

func run(_ options: Options) throws {
    let (loaded, files) = try loadCorpus(options)
    var corpus = loaded
    var temporary: String?
    if corpus.directory == nil {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-bench-\(getpid())").path
        try Corpus.write(files, to: folder)
        temporary = folder
        corpus.directory = folder
    }
    defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }

    let benchmark = Benchmark(corpus: corpus, rounds: options.rounds ?? 5)
    print("corpus: \(corpus.description): \(corpus.files.count) files, \(corpus.lineCount) lines, "
        + "\(format(Double(corpus.byteCount) / 1e6, 2)) MB")
    print("cores: \(benchmark.cores); rounds: \(benchmark.rounds) (median, after one warm-up); MB = 10^6 bytes")
    print("(a)-(c) run over files already in memory; lint reads the files from disk\n")
    var measurements = benchmark.measureInMemoryStages()
    if let directory = corpus.directory { measurements += try benchmark.measureLint(directory: directory) }
    let peak = peakResidentKilobytes()

    let megabytes = Double(corpus.byteCount) / 1e6
    let header = [pad("stage", 22), pad("threads", 8, right: true), pad("seconds", 10, right: true),
                  pad("MB/s", 9, right: true), pad("lines/s", 12, right: true), "  check"]
    print(header.joined())
    for m in measurements {
        print([pad(m.name, 22), pad(String(m.threads), 8, right: true), pad(format(m.seconds, 4), 10, right: true),
               pad(format(megabytes / m.seconds, 1), 9, right: true),
               pad(String(Int((Double(corpus.lineCount) / m.seconds).rounded())), 12, right: true),
               "  \(m.checksum) \(m.checksumName)"].joined())
    }
    print("peak RSS: \(peak) KB\n")
    for m in measurements {
        print("bench: \(m.name) threads=\(m.threads) mb_per_s=\(format(megabytes / m.seconds, 1)) "
            + "lines_per_s=\(Int((Double(corpus.lineCount) / m.seconds).rounded())) seconds=\(format(m.seconds, 4))")
    }
    print("bench: peak_rss_kb=\(peak)")
}

func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case .generate: try generate(options)
    case .run: try run(options)
    case .digest: try digest(options)
    case .compare: try Comparison.run(options)
    case .lsp: try LanguageServerLatency.run(options)
    case .stress: try Stress.run(options)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
