#if canImport(UIKit)
// UIKit's delegates are not annotated yet; remove when they are.
@preconcurrency import UIKit
#else
// AppKit's delegates are not annotated yet; remove when they are.
@preconcurrency import AppKit
#endif

#if DEBUG
// Safe: only the debug menu writes it, on the main thread.
nonisolated(unsafe) var debugOverrides: [String: Any] = [:]
#endif
