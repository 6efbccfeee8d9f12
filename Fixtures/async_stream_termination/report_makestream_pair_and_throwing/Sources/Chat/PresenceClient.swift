import Foundation

struct PresenceClient {
    var changes: @Sendable (_ userID: String) -> AsyncStream<Bool>
}

extension PresenceClient {
    static func live(center: NotificationCenter) -> PresenceClient {
        PresenceClient(changes: { userID in
            let (stream, continuation) = AsyncStream<Bool>.makeStream()
            center.addObserver(forName: Notification.Name("presence.\(userID)"), object: nil, queue: nil) { _ in
                continuation.yield(true)
            }
            return stream
        })
    }
}
