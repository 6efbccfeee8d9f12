import Combine

extension Publisher where Failure == Never {
    var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let cancellable = sink { continuation.yield($0) }
            continuation.onTermination = { @Sendable _ in _ = cancellable }
        }
    }
}
