// Safe: written once at launch.
// Review: 2026-06-30.
nonisolated(unsafe) var launchOptions: [String: Any] = [:]

nonisolated(unsafe) var environment = "production" // safe: read-only after setup (review 2026-09-01)

/// The SDK is not annotated for Sendable; revisit 2027-01-15.
@preconcurrency import LegacySDK
