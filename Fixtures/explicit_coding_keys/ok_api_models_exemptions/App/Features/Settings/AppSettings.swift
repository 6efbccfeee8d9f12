import Foundation

/// Persisted locally with JSONEncoder; not an API model (no suffix, not in an API folder).
struct AppSettings: Codable {
    var prefersReducedMotion: Bool
    var lastOpenedTab: String

    struct NotificationPrefs: Codable {
        var quietHoursStart: Int
    }
}
