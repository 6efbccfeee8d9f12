#if canImport(UIKit)
// UIKit's delegates are not annotated yet; remove when they are.
@preconcurrency import UIKit
#else
@preconcurrency import AppKit
#endif

#if os(iOS)
final class HapticEngine: @unchecked Sendable {}
#elseif os(macOS)
// Safe: the engine is only used on the main thread.
final class HapticEngine: @unchecked Sendable {}
#else
final class HapticEngine: @unchecked Sendable {}
#endif
