// sourcery: AutoMockable, safe
final class GeneratedClient: @unchecked Sendable {}

// periphery:ignore - unused until the main actor migration
@preconcurrency import LegacyKit

// swiftformat:disable:next all - isolated by the queue
final class QueueBox: @unchecked Sendable {}

// swift-format-ignore: mutex inside
final class MutexBox: @unchecked Sendable {}
