import Foundation

final class ReachabilityService {
    private let center = NotificationCenter.default

    func statusChanges() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream<Bool>.makeStream()
        let token = center.addObserver(forName: .reachabilityChanged, object: nil, queue: nil) { note in
            continuation.yield(note.object as? Bool ?? false)
        }
        continuation.onTermination = { [center] _ in center.removeObserver(token) }
        return stream
    }

    func lateTermination() -> AsyncStream<Bool> {
        let pair = AsyncStream<Bool>.makeStream()
        let token = center.addObserver(forName: .reachabilityChanged, object: nil, queue: nil) { _ in
            pair.continuation.yield(true)
        }
        DispatchQueue.main.async { [center] in
            pair.continuation.onTermination = { _ in center.removeObserver(token) }
        }
        return pair.stream
    }
}

extension Notification.Name {
    static let reachabilityChanged = Notification.Name("ReachabilityChanged")
}
