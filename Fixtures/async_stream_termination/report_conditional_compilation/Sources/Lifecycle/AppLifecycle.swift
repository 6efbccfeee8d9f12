import Foundation
#if os(iOS)
import UIKit
#endif

enum AppLifecycle {
    #if os(iOS)
    static func foregroundEvents() -> AsyncStream<Void> {
        AsyncStream { continuation in
            NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification,
                                                   object: nil, queue: .main) { _ in continuation.yield() }
        }
    }
    #else
    static func foregroundEvents() -> AsyncStream<Void> {
        AsyncStream { continuation in
            Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in continuation.yield() }
        }
    }
    #endif
}
