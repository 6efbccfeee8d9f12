import Foundation

/// Sends screen views and events to the analytics backend.
final class AnalyticsManager {
    nonisolated(unsafe) static var shared = AnalyticsManager()

    /// The current user's identifier.
    private nonisolated(unsafe) static var userID: String?

    private init() {}

    func track(_ event: String) {}
}
