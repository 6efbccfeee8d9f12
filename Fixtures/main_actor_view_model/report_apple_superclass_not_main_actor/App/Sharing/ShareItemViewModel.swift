import UIKit

// UIActivityItemProvider is an Operation subclass and is not in the main-actor class list.
final class ShareItemViewModel: UIActivityItemProvider {
    override var item: Any { "https://example.com/share" }
}

final class ThumbnailViewModel: Operation, ObservableObject {
    @Published var progress = 0.0
}

final class DownloadViewModel: NSObject, URLSessionDownloadDelegate, ObservableObject {
    @Published var bytesWritten: Int64 = 0

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
}
