import Foundation

// Subclassing NSObject and adopting a Foundation delegate does not make a UI helper.
final class DownloadManager: NSObject, URLSessionDownloadDelegate {
    static let shared = DownloadManager()
}
