import Foundation

final class DoorbellBridge {
    private let center = NotificationCenter.default

    func rings() -> AsyncStream<AsyncStream<Int>> {
        AsyncStream { outer in
            center.addObserver(forName: .doorbellRang, object: nil, queue: nil) { _ in
                outer.yield(AsyncStream { inner in
                    inner.yield(1)
                    inner.onTermination = { _ in }
                })
            }
        }
    }

    func chimes() -> AsyncStream<AsyncStream<Int>> {
        AsyncStream { outer in
            outer.yield(AsyncStream { inner in
                let token = self.center.addObserver(forName: .doorbellRang, object: nil, queue: nil) { _ in
                    inner.yield(2)
                }
                _ = token
            })
            outer.finish()
        }
    }
}
