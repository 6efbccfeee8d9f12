import Foundation

final class Album: MediaCollection {
    var artworkURL: URL?
    var releaseYear: Int?

    class var defaultSortKey: String { "release_year" }

    class func placeholder() -> Album {
        Album(id: "placeholder", revision: 0)
    }
}
