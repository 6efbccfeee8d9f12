import Combine
import CoreLocation

final class LegacyBridges: NSObject, CLLocationManagerDelegate {
    private let subject = PassthroughSubject<Int, Never>()
    private let manager = CLLocationManager()

    var values: AsyncStream<Int> {
        AsyncStream { continuation in
            _ = subject.sink { continuation.yield($0) }
            NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in continuation.yield(0) }
        }
    }

    var authorizations: AsyncStream<Int> {
        AsyncStream { continuation in
            manager.delegate = self
            continuation.onTermination = { [manager] _ in manager.delegate = nil }
        }
    }
}
