import Foundation

/// Every access goes through `lock`.
@objc(IMGCache)
@available(iOS 15, *)
final class ImageCache: NSObject,
                        NSCacheDelegate,
                        @unchecked Sendable {
    private let lock = NSLock()
}

@MainActor // isolated to the main actor; Sendable checking is only unchecked for the legacy delegate
final class Coordinator:
    NSObject,
    @preconcurrency LegacyDelegate {
}
