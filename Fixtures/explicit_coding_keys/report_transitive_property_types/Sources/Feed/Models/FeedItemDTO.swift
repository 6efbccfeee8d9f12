import Foundation

struct FeedItemDTO: Decodable, Identifiable {
    let id: String
    let authorID: String
    let body: String
    let imageURLs: [URL]
    let location: GeoTagDTO?
    let attachments: [Attachment]
    let createdAt: Date

    /// Built on demand for the share extension; never part of the payload.
    var shareCard: ShareCardDTO {
        ShareCardDTO(itemID: id, previewURL: imageURLs.first)
    }

    struct Attachment: Decodable, Hashable {
        let mimeType: String
        let downloadURL: URL
        let byteCount: Int
    }

    /// Not referenced by any stored property: not part of the decoded graph.
    struct Reaction: Decodable {
        let emojiID: String
        let count: Int
    }
}

struct GeoTagDTO: Decodable, Hashable {
    let latitude: Double
    let longitude: Double
    let placeID: String?
}
