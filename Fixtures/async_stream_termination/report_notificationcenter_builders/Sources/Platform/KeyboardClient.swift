import Foundation
import UIKit

struct KeyboardClient {
    var heights: @Sendable () -> AsyncStream<CGFloat>
}

extension KeyboardClient {
    static let live = KeyboardClient(
        heights: {
            AsyncStream { continuation in
                NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillChangeFrameNotification,
                    object: nil,
                    queue: .main
                ) { note in
                    let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                    continuation.yield(frame?.height ?? 0)
                }
            }
        }
    )
}
