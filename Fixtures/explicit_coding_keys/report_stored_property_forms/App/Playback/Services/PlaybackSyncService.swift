import Foundation

final class PlaybackSyncService {
    private let session: URLSession
    private let endpoint: URL

    init(session: URLSession = .shared, endpoint: URL) {
        self.session = session
        self.endpoint = endpoint
    }

    func syncState() async throws {
        let (data, _) = try await session.data(from: endpoint.appendingPathComponent("state"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let state = try decoder.decode(PlaybackStateDTO.self, from: data)
        let downloads = try decoder.decode([DownloadTaskDTO].self, from: data)
        let playbackSession = try decoder.decode(PlaybackSessionDTO.self, from: data)
        let quality = try decoder.decode(StreamQualityDTO.self, from: data)
        let artists = try decoder.decode([ArtistDTO].self, from: data)
        let label = try decoder.decode(LabelDTO.self, from: data)
        print(state, downloads.count, playbackSession.token, quality.bitrate, artists.count, label.name)
    }
}
