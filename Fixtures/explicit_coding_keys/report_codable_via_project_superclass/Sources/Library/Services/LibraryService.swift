import Foundation
import AppCore

public final class LibraryService {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func playlists() async throws -> [Playlist] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("v1/playlists"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Playlist].self, from: data)
    }

    func album(id: String) async throws -> Album {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("v1/albums/\(id)"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Album.self, from: data)
    }

    func followedArtists() async throws -> FollowedArtists {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("v1/me/following"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FollowedArtists.self, from: data)
    }

    func cachedArtwork(for album: Album) -> ArtworkCacheEntry? {
        guard let url = album.artworkURL else { return nil }
        return ArtworkCacheEntry(sourceURL: url)
    }
}
