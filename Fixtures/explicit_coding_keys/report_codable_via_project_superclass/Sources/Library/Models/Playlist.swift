import Foundation
import AppCore

/// Decoded straight from `/v1/playlists` (see LibraryService).
class MediaCollection: AppCore.RemoteObject {
    var title: String = ""
    var itemCount: Int = 0
}

final class Playlist: MediaCollection {
    var coverURL: URL?
    var curatorID: String?
    var isCollaborative = false
}

final class ArtworkCacheEntry: CacheEntry {
    let sourceURL: URL

    init(sourceURL: URL) {
        self.sourceURL = sourceURL
        super.init()
    }
}
