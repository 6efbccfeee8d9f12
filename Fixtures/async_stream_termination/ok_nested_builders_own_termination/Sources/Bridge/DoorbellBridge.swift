import Foundation

final class DoorbellBridge {
    private let center = NotificationCenter.default

    func rings() -> AsyncStream<AsyncStream<Int>> {
        AsyncStream { outer in
            outer.yield(AsyncStream { inner in
                let token = self.center.addObserver(forName: .doorbellRang, object: nil, queue: nil) { _ in
                    inner.yield(1)
                }
                inner.onTermination = { [center] _ in center.removeObserver(token) }
            })
            outer.finish()
        }
    }
}
