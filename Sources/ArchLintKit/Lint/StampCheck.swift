import Dispatch

/// The stamps of a run's files, taken on another thread from as early as their paths are known
/// (the cache's listing, as the cache is loaded) while the run goes on. A run of the command-line
/// tool takes each file as its cache entry's stamp meanwhile and asks for these before anything it
/// does is seen (`Linter.lintSources`): those `stat`s were half of a warm one-file run's CPU time,
/// and the join and the linting that followed them left the second core idle.
final class StampCheck: @unchecked Sendable {
    /// The files, relative to the folder, in the order of `stamps`.
    let paths: [String]
    let folder: IndexCache.OpenFolder
    private let next = AtomicCounter()
    /// Each written once, by whichever thread takes its position; read after both are done.
    private let taken: UnsafeMutableBufferPointer<IndexCache.Stamp?>
    private let otherThread = DispatchGroup()
    private let lock = Lock()
    private var finished: [IndexCache.Stamp?]?

    /// Starts `stat`ing `paths` (under `folder`) on another thread.
    init(paths: [String], in folder: IndexCache.OpenFolder) {
        self.paths = paths
        self.folder = folder
        taken = .allocate(capacity: paths.count)
        taken.initialize(repeating: nil)
        otherThread.enter()
        DispatchQueue.global().async { [self] in
            take()
            otherThread.leave()
        }
    }

    deinit {
        taken.deallocate()
    }

    /// Each file's stamp (nil for one that is not a regular file): takes what is left with the
    /// other thread, and waits for it.
    var stamps: [IndexCache.Stamp?] {
        lock.withLock {
            if let finished { return finished }
            take()
            otherThread.wait()
            let stamps = Array(taken)
            finished = stamps
            return stamps
        }
    }

    /// `stat`s the files not yet taken, a few at a time, so the threads take the counter's lock less often.
    private func take() {
        while true {
            let start = next.add(Self.batch)
            guard start < paths.count else { return }
            for position in start..<min(start + Self.batch, paths.count) { taken[position] = folder.stamp(of: paths[position]) }
        }
    }

    private static let batch = 8
}
