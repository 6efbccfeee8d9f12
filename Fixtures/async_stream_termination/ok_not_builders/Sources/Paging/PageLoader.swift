import Foundation

final class PageLoader {
    private var page = 0
    private let center = NotificationCenter.default

    func pages() -> AsyncStream<Int> {
        AsyncStream(unfolding: { [self] in
            page += 1
            return page
        })
    }

    func refreshes() -> AsyncStream<Void> {
        center.addObserver(self, selector: #selector(refresh), name: .pageRefresh, object: nil)
        return stream
    }

    var counts: AsyncStream<Int> {
        subscribeToCounts()
        return countStream
    }

    var fromContext: AsyncStream<Int> {
        .init { continuation in
            center.addObserver(forName: .pageRefresh, object: nil, queue: nil) { _ in continuation.yield(1) }
        }
    }

    func countdown(from start: Int) -> AsyncStream<Int> {
        AsyncStream { continuation in
            for value in stride(from: start, through: 0, by: -1) { continuation.yield(value) }
            continuation.finish()
        }
    }

    private let stream = AsyncStream<Void> { _ in }
    private let countStream = AsyncStream<Int> { $0.finish() }
    private var continuation: AsyncStream<Int>.Continuation?
    private func subscribeToCounts() {}
    @objc private func refresh() {}
}

extension Notification.Name {
    static let pageRefresh = Notification.Name("PageRefresh")
}
