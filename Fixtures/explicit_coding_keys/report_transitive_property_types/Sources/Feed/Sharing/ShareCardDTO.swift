import Foundation

/// Written to the app group for the share extension (default keys on both sides).
struct ShareCardDTO: Codable, Hashable {
    let itemID: String
    let previewURL: URL?
}

enum ShareCardStore {
    static func save(_ card: ShareCardDTO, to url: URL) throws {
        let data = try JSONEncoder().encode(card)
        try data.write(to: url, options: .atomic)
    }

    static func load(from url: URL) throws -> ShareCardDTO {
        try JSONDecoder().decode(ShareCardDTO.self, from: Data(contentsOf: url))
    }
}
