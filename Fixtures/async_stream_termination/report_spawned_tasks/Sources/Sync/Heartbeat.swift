func heartbeat(every interval: Duration) -> AsyncStream<Void> {
    AsyncStream { continuation in
        Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                continuation.yield()
            }
        }
    }
}
