final class EventBus {
    func listenForEvents(named name: String, _ handler: @escaping (String) -> Void) {}
    func subscribeToTopic(_ topic: String, _ handler: @escaping (String) -> Void) {}
    func registerHandler(_ handler: @escaping (String) -> Void) {}

    func events(named name: String) -> AsyncStream<String> {
        AsyncStream { continuation in
            listenForEvents(named: name) { continuation.yield($0) }
        }
    }

    func topic(_ topic: String) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        subscribeToTopic(topic) { continuation.yield($0) }
        return stream
    }

    func handled() -> AsyncStream<String> {
        AsyncStream { continuation in
            registerHandler { continuation.yield($0) }
        }
    }
}
