import Foundation

/// Decoded with the same snake-case decoder, but every member with an
/// uppercase run is computed, static, lazy, a method or a local.
struct ArtistDTO: Decodable {
    static let placeholderImageURL = URL(string: "https://cdn.example.com/artist.png")!
    static var cachedArtistIDs: Set<String> = []

    let name: String
    let imageUrl: URL?
    let genreTags: [String]

    var imageURL: URL? { imageUrl ?? ArtistDTO.placeholderImageURL }

    var profileURL: URL {
        get { URL(string: "https://music.example.com/artists/\(name)")! }
        set { _ = newValue }
    }

    var shareURLString: String {
        get {
            let encodedURL = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            return "https://music.example.com/a/\(encodedURL)"
        }
    }

    init(name: String, imageUrl: URL?, genreTags: [String] = []) {
        let normalizedURL = imageUrl?.absoluteURL
        self.name = name
        self.imageUrl = normalizedURL
        self.genreTags = genreTags
    }

    func thumbnailURL(width: Int) -> URL? {
        let sizedURL = imageUrl?.appendingPathComponent("w\(width)")
        return sizedURL
    }
}

final class LabelDTO: Decodable {
    let name: String
    lazy var websiteURL: URL? = URL(string: "https://labels.example.com/\(name)")

    class var resourcePathID: String { "labels" }

    class func endpointURL(base: URL) -> URL {
        base.appendingPathComponent(resourcePathID)
    }
}
