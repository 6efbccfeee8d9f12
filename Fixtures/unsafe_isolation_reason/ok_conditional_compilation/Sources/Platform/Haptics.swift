#if os(iOS)
final class HapticEngine: @unchecked Sendable {} // used on the main thread only
#else
final class HapticEngine: @unchecked Sendable {} // no state: immutable
#endif
