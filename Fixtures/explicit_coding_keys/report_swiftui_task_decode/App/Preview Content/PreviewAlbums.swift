import Foundation

/// Preview-only album list loaded from the bundled JSON.
struct PreviewAlbumDTO: Decodable, Identifiable {
    let id: String
    let coverURL: URL
}

enum PreviewAlbums {
    static let all: [PreviewAlbumDTO] = {
        guard let url = Bundle.main.url(forResource: "albums_preview", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode([PreviewAlbumDTO].self, from: data)) ?? []
    }()
}
