import Foundation

enum SyncError: Error {
    case offline
    case conflict
}

final class SyncEngine {
    func run() throws {
        // A local function is its own deciding declaration: run's `try` is not its source.
        func validate() -> Result<Void, Error> {
            .failure(SyncError.offline)
        }
        _ = try validate().get()
    }

    func merge() -> Result<Int, Error> {
        // The local function's `try` is not merge's: merge constructs every failure it returns.
        func load() throws -> Int { try decode() }
        guard let value = try? load() else { return .failure(SyncError.conflict) }
        return .success(value)
    }

    func decode() throws -> Int { 1 }

    func retry() {
        func attempt(_ count: Int) {
            // Nested two deep: the innermost local function decides.
            func outcome() -> Result<Int, Error> { count > 3 ? .failure(SyncError.offline) : .success(count) }
            _ = outcome()
        }
        attempt(1)
        do { try decode() } catch {}
    }
}
