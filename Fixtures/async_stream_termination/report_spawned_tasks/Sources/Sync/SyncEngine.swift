import Foundation

actor SyncEngine {
    private let changes: AsyncStream<Int>

    init(changes: AsyncStream<Int>) {
        self.changes = changes
    }

    nonisolated func progress() -> AsyncStream<Double> {
        AsyncStream { continuation in
            Task.detached(priority: .utility) {
                for await count in self.changes {
                    continuation.yield(Double(count) / 100)
                }
            }
        }
    }

    nonisolated func counts() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        Task(priority: .background) {
            for await count in changes { continuation.yield(count) }
        }
        return stream
    }
}
