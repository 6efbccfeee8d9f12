import Foundation
import AppCore

/// A server-side paged list; the page payload is decoded by subclasses.
class PagedCollection<Item: Decodable>: AppCore.RemoteObject {
    var pageSize: Int = 50
}

struct ArtistSummary: Decodable, Hashable {
    let name: String
    let portraitUrl: URL?
}

final class FollowedArtists: PagedCollection<ArtistSummary> {
    var nextPageURL: URL?
    var lastSyncedAt: Date?
}
