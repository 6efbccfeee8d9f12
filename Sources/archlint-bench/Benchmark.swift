import ArchLintKit
import Foundation

/// One timed measurement: the median of the rounds, and a count computed by the work itself so
/// that the optimiser cannot drop it and changes in behaviour show up between runs.
struct Measurement {
    var name: String
    var threads: Int
    var seconds: Double
    var checksum: Int
    var checksumName: String
}

/// Times archlint's pipeline stages over a corpus: tokenizing, declaration scanning, the
/// project index, and a full lint from disk, each on one thread and on every core.
struct Benchmark {
    let corpus: Corpus
    let rounds: Int
    let cores = ProcessInfo.processInfo.activeProcessorCount

    var threadCounts: [Int] { cores > 1 ? [1, cores] : [1] }

    func measureInMemoryStages() -> [Measurement] {
        let files = corpus.files
        var results: [Measurement] = []
        for threads in threadCounts {
            results.append(measure("tokenize", threads: threads, checksumName: "tokens", count: { $0.reduce(0, +) }) {
                concurrentMap(files, threads: threads) { Tokenizer.tokenize($0.bytes).tokens.count }
            })
        }
        for threads in threadCounts {
            results.append(measure("tokenize+scan", threads: threads, checksumName: "declarations", count: { $0.reduce(0, +) }) {
                concurrentMap(files, threads: threads) { file in
                    DeclarationScanner.scan(SourceFile(path: file.path, bytes: file.bytes)).declarations.count
                }
            })
        }
        for threads in threadCounts {
            results.append(measure("tokenize+scan+index", threads: threads, checksumName: "indexed types", count: \.types.count) {
                Benchmark.buildIndex(files, threads: threads)
            })
        }
        return results
    }

    /// What `Linter.lint` does before running rules: per file, the source file, its declaration
    /// tree, its summary and (for `Package.swift`) its manifest; then the join in path order.
    /// Xcode project files are not read: this stage sees Swift files only.
    static func buildIndex(_ files: [Corpus.File], threads: Int) -> ProjectIndex {
        let scanned = concurrentMap(files, threads: threads) { file -> (FileSummary, PackageManifest?) in
            let source = SourceFile(path: file.path, bytes: file.bytes)
            let tree = DeclarationScanner.scan(source)
            var manifest: PackageManifest?
            if file.path == "Package.swift" || file.path.hasSuffix("/Package.swift") {
                let directory = file.path == "Package.swift" ? "" : String(file.path.dropLast("/Package.swift".count))
                manifest = PackageManifest(file: source, tree: tree, directory: directory)
            }
            return (FileSummary(file: source, tree: tree), manifest)
        }
        return ProjectIndex(files: scanned.map(\.0), packages: scanned.compactMap(\.1), buildSettings: [])
    }

    /// The whole `archlint lint DIR`: walking, reading, indexing, every enabled rule, suppressions.
    func measureLint(directory: String) throws -> [Measurement] {
        var results: [Measurement] = []
        for threads in threadCounts {
            var failure: Error?
            let measurement = measure("lint", threads: threads, checksumName: "findings", count: { $0 }) {
                do {
                    let outcome = try Linter.lint(LintRequest(paths: [directory], jobs: threads, currentDirectory: directory))
                    return outcome.findings.count
                } catch {
                    failure = error
                    return -1
                }
            }
            if let failure { throw failure }
            results.append(measurement)
        }
        return results
    }

    /// One untimed warm-up round (page faults, lazy globals), then the median of `rounds`. The
    /// clock stops before `work`'s output is released: archlint keeps its index until it exits.
    private func measure<Output>(_ name: String, threads: Int, checksumName: String, count: (Output) -> Int,
                                 _ work: () -> Output) -> Measurement {
        var checksum = count(work())
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let start = clock.now
            let output = work()
            let elapsed = start.duration(to: clock.now)
            checksum = count(output)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return Measurement(name: name, threads: threads, seconds: median(times), checksum: checksum, checksumName: checksumName)
    }
}

/// The middle value of `values` (the mean of the two middle ones for an even count); 0 for none.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted(), middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Peak resident set size of this process so far; `ru_maxrss` is in kilobytes on Linux.
func peakResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
}

/// `transform` over `items` on `threads` threads, results in input order. Threads take the next
/// unclaimed item one at a time, so a few large files do not leave the other threads idle.
func concurrentMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int, _ transform: @Sendable (Item) -> Result
) -> [Result] {
    if threads <= 1 || items.count <= 1 { return items.map(transform) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
    slots.initialize(repeating: nil)
    defer {
        // The results were copied out; without this their slot copies would never be released.
        slots.deinitialize()
        slots.deallocate()
    }
    let output = UnsafeSlots(slots)
    let claims = ClaimCounter()
    DispatchQueue.concurrentPerform(iterations: min(threads, items.count)) { _ in
        while let index = claims.claim(below: items.count) {
            output.slots[index] = transform(items[index])
        }
    }
    return slots.map { $0! }
}

/// Each slot is written by exactly one thread (the one that claimed its index).
private struct UnsafeSlots<Element>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Element>
    init(_ slots: UnsafeMutableBufferPointer<Element>) { self.slots = slots }
}

private final class ClaimCounter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func claim(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
