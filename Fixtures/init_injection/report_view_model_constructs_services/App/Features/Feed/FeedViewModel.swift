import Foundation
import UIKit

final class FeedViewModel {
    private(set) var items: [FeedItem] = []
    private let client = HTTPClient(baseURL: AppConfiguration.apiBaseURL)
    private lazy var storage = FeedStorage(directory: .cachesDirectory)
    private let legacyApi = LegacyFeedApi()
    private var seenIDs = Set<String>()
    var onChange: (() -> Void)?

    func reload() async {
        do {
            let page: FeedPage = try await client.get("/feed")
            items = page.items
            try storage.save(page)
        } catch {
            items = (try? storage.loadLastPage().items) ?? legacyApi.cachedItems()
        }
        onChange?()
    }

    func thumbnails() async -> [UIImage] {
        await withTaskGroup(of: UIImage?.self) { group in
            for item in items {
                group.addTask { await ThumbnailFetcher(url: item.thumbnailURL).fetch() }
            }
            var images: [UIImage] = []
            for await image in group {
                if let image { images.append(image) }
            }
            return images
        }
    }

    func localizedHeader() -> String {
        let region = RegionProvider().currentRegionCode
        return "Trending in \(region)"
    }

    func markSeen(_ item: FeedItem) {
        seenIDs.insert(item.id)
        ReadReceiptManager(userID: item.authorID).markRead(item.id)
    }
}
