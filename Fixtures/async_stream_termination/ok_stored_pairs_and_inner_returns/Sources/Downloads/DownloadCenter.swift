import Foundation

final class DownloadCenter {
    private let (events, eventsContinuation) = AsyncStream<String>.makeStream()
    private var progress: AsyncStream<Double>
    private var progressContinuation: AsyncStream<Double>.Continuation
    private var observer: NSObjectProtocol?
    private var provider: (() -> AsyncStream<Int>)?

    init(center: NotificationCenter) {
        (progress, progressContinuation) = AsyncStream<Double>.makeStream()
        observer = center.addObserver(forName: Notification.Name("download"), object: nil, queue: nil) { [eventsContinuation] note in
            eventsContinuation.yield(note.name.rawValue)
        }
    }

    func start(center: NotificationCenter) {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        observer = center.addObserver(forName: Notification.Name("count"), object: nil, queue: nil) { _ in
            continuation.yield(1)
        }
        provider = { return stream }
    }
}
