import Foundation

/// Usage:
///
///     AsyncStream { continuation in
///         center.addObserver(forName: name, object: nil, queue: nil) { continuation.yield($0) }
///     }
enum StreamDocs {
    // AsyncStream { c in publisher.sink { c.yield($0) } }
    /* let (s, c) = AsyncStream<Int>.makeStream()
       center.addObserver(...) { _ in c.yield(1) }
       return s */
    static let snippet = "AsyncStream { continuation in center.addObserver(forName: n) { _ in continuation.yield() } }"
    static let multiline = """
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        subject.sink { continuation.yield($0) }
        return stream
        """
    static let raw = #"AsyncStream { $0.yield(1); timer.scheduledTimer { } }"#
    static let interpolated = "count: \(snippet.count) AsyncStream { sink { } }"
    static let pattern = /AsyncStream \{ .*sink/
}
