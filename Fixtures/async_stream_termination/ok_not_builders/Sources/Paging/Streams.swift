protocol EventSource {
    var events: AsyncStream<String> { get }
    func observeEvents() -> AsyncStream<String>
}

extension AsyncStream where Element == String {
    static var empty: AsyncStream<String> { AsyncStream { $0.finish() } }
}
