// archlint:disable:next unsafe_isolation_reason
nonisolated(unsafe) var launchOptions: [String: Any] = [:]

// archlint:disable unsafe_isolation_reason
@preconcurrency import LegacySDK
final class Box: @unchecked Sendable {}
// archlint:enable unsafe_isolation_reason
