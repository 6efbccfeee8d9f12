import Foundation

final class StatsFeed {
    var observers: [String] = []
    var registered = false
    var subscribed = false
    var sinkhole: [Int] = []
    var register = 0

    func counts() -> AsyncStream<Int> {
        AsyncStream { continuation in
            func observeCounts() { continuation.yield(observers.count) }
            _ = observeCounts
            if subscribed { continuation.yield(1) }
            for observer in observers where registered { continuation.yield(observer.count) }
            guard !sinkhole.isEmpty else { continuation.finish(); return }
            switch register {
            case 0: continuation.yield(0)
            default: continuation.finish()
            }
        }
    }
}
