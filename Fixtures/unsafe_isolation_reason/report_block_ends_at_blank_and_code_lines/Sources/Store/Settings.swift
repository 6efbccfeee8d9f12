import Foundation

final class Settings {
    // Safe: written once at launch before any task starts.

    nonisolated(unsafe) static var launchDate = Date()

    // Guarded by the settings lock.
    private let lock = NSLock()
    nonisolated(unsafe) private var values: [String: Any] = [:]

    // Safe: only read on the main thread.
    #if DEBUG
    nonisolated(unsafe) static var debugOverrides: [String: Any] = [:]
    #endif

    nonisolated(unsafe) static var lastSync: Date?
    // Safe: only written by the sync actor.
}
