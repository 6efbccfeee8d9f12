import Foundation

struct FeedPage: Decodable {
    let items: [String]
    let nextPageToken: String?
    let nextToken: String?
    let continuationToken: String?
}

final class FeedPaginator {
    private let defaults = UserDefaults.standard

    func didLoad(_ page: FeedPage) {
        defaults.set(page.nextPageToken, forKey: "feed.nextPageToken")
        defaults.set(page.nextToken, forKey: "feed.next_token")
        defaults.set(page.continuationToken, forKey: "feed.continuationToken")
        defaults.set(page.items.count, forKey: "feed.page_token_count")
    }
}
