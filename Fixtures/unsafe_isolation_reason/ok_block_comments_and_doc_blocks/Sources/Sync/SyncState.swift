/*
 The sync engine serialises every access on its own serial queue,
 so the state is never touched concurrently.
 */
final class SyncState: @unchecked Sendable {
    var cursor: String?
}

/**
 * Atomic counter backed by `ManagedAtomic`.
 */
final class SyncCounter: @unchecked Sendable {}

// swiftlint:disable:next type_name
/* Race-free: written before the engine starts. */
final class SE: @unchecked Sendable {}
