// Safe: written once at launch.
nonisolated(unsafe) var launchOptions: [String: Any] = [:]

// Review on 2026-06-30.

// Safe: read-only after setup.
nonisolated(unsafe) var environment = "production"

// Safe: the SDK is thread safe; review 2026-13-40.
@preconcurrency import LegacySDK

nonisolated(unsafe) var flags: [String] = []
