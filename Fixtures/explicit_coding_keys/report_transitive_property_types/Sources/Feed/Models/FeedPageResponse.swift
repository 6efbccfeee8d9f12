import Foundation

struct FeedPageResponse: Decodable {
    let items: [FeedItemDTO]
    let authors: [String: AuthorDTO]
    let cursor: PageCursor?
    let totalCount: Int

    var isLastPage: Bool { cursor == nil }
}

struct PageCursor: Decodable, Equatable {
    let nextPageURL: URL?
    let previousPageURL: URL?
}
