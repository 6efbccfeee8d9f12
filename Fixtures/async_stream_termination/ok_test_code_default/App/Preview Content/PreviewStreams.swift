import Combine

enum PreviewStreams {
    static let ticks = AsyncStream<Int> { continuation in
        _ = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in continuation.yield(1) }
    }
}
