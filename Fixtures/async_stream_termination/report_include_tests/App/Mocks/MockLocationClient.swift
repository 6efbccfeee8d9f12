import CoreLocation

final class MockLocationClient {
    let center = NotificationCenter()

    var locations: AsyncStream<CLLocation> {
        AsyncStream { continuation in
            center.addObserver(forName: Notification.Name("mock.location"), object: nil, queue: nil) { note in
                if let location = note.object as? CLLocation { continuation.yield(location) }
            }
        }
    }
}
