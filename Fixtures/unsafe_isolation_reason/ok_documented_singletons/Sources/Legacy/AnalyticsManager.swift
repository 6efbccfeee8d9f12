import Foundation

final class AnalyticsManager {
    // Safe: assigned once in application(_:didFinishLaunchingWithOptions:) before any task runs,
    // read-only afterwards.
    nonisolated(unsafe) static var shared = AnalyticsManager()

    /// Only touched on the main thread (UIKit callbacks).
    @available(*, deprecated, message: "Use the injected client")
    private nonisolated(unsafe) static var userID: String?

    // swiftlint:disable:next identifier_name
    // Guarded by `lock`.
    nonisolated(unsafe) static var _cache: [String: Int] = [:]
    static let lock = NSLock()
}
