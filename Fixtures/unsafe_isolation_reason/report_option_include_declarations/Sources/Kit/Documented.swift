// Kept for clients built before the Sendable annotations; remove in 3.0.
@preconcurrency
public protocol LegacyReporter {}
