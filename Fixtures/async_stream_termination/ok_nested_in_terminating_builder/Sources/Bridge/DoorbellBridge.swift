import Foundation

final class DoorbellBridge {
    private let center = NotificationCenter.default

    // rules.md §11 (rev 7): the outer builder's own onTermination ends what the nested one registered.
    func chimes() -> AsyncStream<AsyncStream<Int>> {
        AsyncStream { outer in
            outer.yield(AsyncStream { inner in
                let token = self.center.addObserver(forName: .doorbellRang, object: nil, queue: nil) { _ in
                    inner.yield(2)
                }
                _ = token
            })
            outer.onTermination = { _ in }
        }
    }

    // Two levels down: the outermost builder's teardown covers both nested builders.
    func knocks() -> AsyncStream<AsyncStream<AsyncStream<Int>>> {
        AsyncStream { outer in
            outer.onTermination = { _ in }
            outer.yield(AsyncStream { middle in
                middle.yield(AsyncStream { inner in
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in inner.yield(3) }
                })
            })
        }
    }
}
