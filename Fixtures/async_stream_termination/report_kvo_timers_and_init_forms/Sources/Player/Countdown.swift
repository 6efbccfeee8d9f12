import Foundation

enum Countdown {
    static func seconds(from start: Int) -> AsyncStream<Int> {
        AsyncStream(Int.self, { continuation in
            var remaining = start
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                remaining -= 1
                continuation.yield(remaining)
                if remaining == 0 { timer.invalidate() }
            }
        })
    }
}
