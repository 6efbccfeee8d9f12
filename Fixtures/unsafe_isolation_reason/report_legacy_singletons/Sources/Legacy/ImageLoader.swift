import UIKit

/// Downloads and caches images.
final class ImageLoader {
    static let shared = ImageLoader()
    private let session = URLSession(configuration: .default)
}

/// The default placeholder.
nonisolated(unsafe) var placeholderImage = UIImage(systemName: "photo")
