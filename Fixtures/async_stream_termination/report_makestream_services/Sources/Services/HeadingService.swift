import CoreLocation

final class HeadingProxy: NSObject, CLLocationManagerDelegate {
    let continuation: AsyncStream<Double>.Continuation

    init(continuation: AsyncStream<Double>.Continuation) {
        self.continuation = continuation
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        continuation.yield(newHeading.trueHeading)
    }
}

enum HeadingService {
    static func headings(using manager: CLLocationManager) -> AsyncStream<Double> {
        let (headings, continuation) = Swift.AsyncStream<Double>.makeStream()
        manager.delegate = HeadingProxy(continuation: continuation)
        manager.startUpdatingHeading()
        return headings
    }
}
