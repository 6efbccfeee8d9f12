import Foundation

final class RoomLiveLocationService {
    private var observer: NSObjectProtocol?
    private let center: NotificationCenter

    init(center: NotificationCenter) {
        self.center = center
        let (updatesStream, updatesContinuation) = AsyncStream<[String]>.makeStream()
        observer = center.addObserver(forName: Notification.Name("live.location"), object: nil, queue: nil) { note in
            updatesContinuation.yield(note.object as? [String] ?? [])
        }
        Task { [weak self] in
            for await updates in updatesStream { self?.handle(updates) }
        }
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }

    private func handle(_ updates: [String]) {}
}
