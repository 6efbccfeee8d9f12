import UIKit

enum KeyboardClient {
    static func heights(center: NotificationCenter = .default) -> AsyncStream<CGFloat> {
        AsyncStream { continuation in
            let token = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                           object: nil, queue: .main) { note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                continuation.yield(frame?.height ?? 0)
            }
            continuation.onTermination = { _ in center.removeObserver(token) }
        }
    }
}
