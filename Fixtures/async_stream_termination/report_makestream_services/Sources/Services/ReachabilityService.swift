import Foundation

final class ReachabilityService {
    private let center: NotificationCenter

    init(center: NotificationCenter = .default) {
        self.center = center
    }

    func statusChanges() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream<Bool>.makeStream(bufferingPolicy: .bufferingNewest(1))
        center.addObserver(forName: .reachabilityChanged, object: nil, queue: nil) { note in
            continuation.yield(note.object as? Bool ?? false)
        }
        return stream
    }
}

extension Notification.Name {
    static let reachabilityChanged = Notification.Name("ReachabilityChanged")
}
