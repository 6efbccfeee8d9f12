import Foundation

extension NotificationCenter {
    /// Every notification of `name`, for as long as the caller listens.
    func stream(of name: Notification.Name) -> AsyncStream<Notification> {
        AsyncStream<Notification> { continuation in
            _ = self.addObserver(forName: name, object: nil, queue: nil) { continuation.yield($0) }
        }
    }

    func failures(of name: Notification.Name) -> AsyncThrowingStream<Error, Error> {
        Swift.AsyncThrowingStream { continuation in
            let observer = addObserver(forName: name, object: nil, queue: nil) { note in
                if let error = note.object as? Error { continuation.yield(error) }
            }
            _ = observer
        }
    }
}
