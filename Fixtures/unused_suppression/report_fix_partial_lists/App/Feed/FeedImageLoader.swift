import UIKit

final class ImageCacheService {
    static let shared = ImageCacheService()
    private let cache = NSCache<NSURL, UIImage>()

    func image(for url: URL) -> UIImage? {
        cache.object(forKey: url as NSURL)
    }
}

final class FeedImageLoader {
    // archlint:disable:next credentials_in_defaults, init_injection
    private let pipeline = ImageCacheService.shared
    // archlint:disable:next init_injection,credentials_in_defaults -- migrating with FEED-212
    private let thumbnails = ImageCacheService.shared
    // archlint:disable:next explicit_coding_keys init_injection credentials_in_defaults
    private let previews = ImageCacheService.shared
    private let avatars = ImageCacheService.shared // archlint:disable:this init_injection, inheritance_depth

    // archlint:disable init_injection, explicit_coding_keys
    private let banners = ImageCacheService.shared
    private let stories = ImageCacheService.shared
    // archlint:enable init_injection, explicit_coding_keys

    func prefetch(_ urls: [URL]) {
        for url in urls { _ = pipeline.image(for: url) }
    }
}
