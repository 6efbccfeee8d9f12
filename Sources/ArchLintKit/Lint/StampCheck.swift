import Dispatch

/// The files a run takes as unchanged since the cache was written, `stat`ed on another thread
/// while the run goes on as if each still had its entry's stamp. Those `stat`s were half of a warm
/// one-file run's CPU time, and the join and the linting that followed them left the second core
/// idle. The run asks `confirm()` before anything it does is seen (a file written, findings
/// returned); a file found changed means the run is done again with the stamps taken here.
final class StampCheck: @unchecked Sendable {
    private let paths: [String]
    /// The stamp each file is taken to have: its entry's for one checked.
    let assumed: [IndexCache.Stamp?]
    /// Whether each file is checked (not an editor's buffer, nor one whose stamp was taken already).
    private let isChecked: [Bool]
    private let folder: IndexCache.OpenFolder
    private let next = AtomicCounter()
    /// Each written once, by whichever thread takes its position; read after both are done.
    private let taken: UnsafeMutableBufferPointer<IndexCache.Stamp?>
    private let otherThread = DispatchGroup()
    private let lock = Lock()
    private var answer: Bool?

    /// A check of the files of `paths` (under `folder`) without a stamp `given`, each taken as its
    /// cache entry's, an editor's buffer apart; nil when one has no entry (it is read whatever its stamp).
    convenience init?(paths: [String], given: [IndexCache.Stamp?], entries: [IndexCache.Entry?], isBuffer: PathSet,
                      in folder: IndexCache.OpenFolder) {
        var assumed: [IndexCache.Stamp?] = [], isChecked: [Bool] = []
        assumed.reserveCapacity(paths.count)
        isChecked.reserveCapacity(paths.count)
        for position in paths.indices {
            let stamp = position < given.count ? given[position] : nil
            if stamp != nil || isBuffer.contains(paths[position]) {
                assumed.append(stamp)
                isChecked.append(false)
            } else if let entry = entries[position] {
                assumed.append(entry.stamp)
                isChecked.append(true)
            } else {
                return nil
            }
        }
        self.init(paths: paths, assumed: assumed, isChecked: isChecked, in: folder)
    }

    /// Starts `stat`ing the `paths` (under `folder`) that `isChecked`, on another thread.
    init(paths: [String], assumed: [IndexCache.Stamp?], isChecked: [Bool], in folder: IndexCache.OpenFolder) {
        self.paths = paths
        self.assumed = assumed
        self.isChecked = isChecked
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

    /// Whether every file checked has the stamp assumed; takes what is left of the `stat`s with
    /// the other thread, and waits for it.
    func confirm() -> Bool {
        lock.withLock {
            if let answer { return answer }
            take()
            otherThread.wait()
            let confirmed = assumed.indices.allSatisfy { !isChecked[$0] || taken[$0] == assumed[$0] }
            answer = confirmed
            return confirmed
        }
    }

    /// The stamps as taken, in place of those assumed (after `confirm()`).
    var stamps: [IndexCache.Stamp?] {
        _ = confirm()
        return assumed.indices.map { isChecked[$0] ? taken[$0] : assumed[$0] }
    }

    /// `stat`s the files not yet taken, a few at a time, so the threads take the counter's lock less often.
    private func take() {
        while true {
            let start = next.add(Self.batch)
            guard start < paths.count else { return }
            for position in start..<min(start + Self.batch, paths.count) where isChecked[position] {
                taken[position] = folder.stamp(of: paths[position])
            }
        }
    }

    private static let batch = 8
}
