import Foundation

final class UploadProgress {
    private let center: NotificationCenter

    init(center: NotificationCenter) { self.center = center }

    func fractions(for id: UUID) -> AsyncStream<Double> {
        AsyncStream { continuation in
            let token = center.addObserver(forName: .uploadProgressed, object: id, queue: nil) { note in
                let fraction = note.userInfo?["fraction"] as? Double ?? 0
                continuation.yield(fraction)
                if fraction >= 1 { continuation.finish() }
            }
            defer { _ = token }
        }
    }
}
