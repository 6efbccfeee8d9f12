final class Listener {
    func listenTo(_ handler: @escaping (Int) -> Void) {}

    var events: AsyncStream<Int> {
        AsyncStream { continuation in
            listenTo { continuation.yield($0) }
            continuation.onTermination = { _ in }
        }
    }
}
