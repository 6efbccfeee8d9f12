import XCTest

final class NotificationStreamTests: XCTestCase {
    func testStream() async {
        let stream = AsyncStream<Int> { continuation in
            NotificationCenter.default.addObserver(forName: .init("t"), object: nil, queue: nil) { _ in continuation.yield(1) }
        }
        _ = stream
    }
}
