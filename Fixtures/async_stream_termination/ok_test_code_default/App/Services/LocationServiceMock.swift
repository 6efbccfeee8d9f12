import Foundation

final class LocationServiceMock {
    func updates() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        NotificationCenter.default.addObserver(forName: .init("mock"), object: nil, queue: nil) { _ in continuation.yield(1) }
        return stream
    }
}
