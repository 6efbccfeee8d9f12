import Combine

final class FeedUpdates {
    private let subject = PassthroughSubject<Int, Never>()

    // continuation.onTermination = { _ in cancellable.cancel() }  (left out on purpose)
    func counts() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let cancellable = subject.sink { continuation.yield($0) }
            let note = "call continuation.onTermination to cancel"
            _ = (cancellable, note)
        }
    }

    func latest() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let cancellable = subject.sink { value in
            continuation.yield(value)
        }
        let help = """
            continuation.onTermination = { _ in cancellable.cancel() }
            """
        let raw = #"continuation.onTermination"#
        _ = (cancellable, help, raw)
        return stream
    }
}
