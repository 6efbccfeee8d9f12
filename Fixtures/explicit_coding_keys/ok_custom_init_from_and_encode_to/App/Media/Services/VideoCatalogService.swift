import Foundation

final class VideoCatalogService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func video(at url: URL) async throws -> (VideoDTO, [CaptionTrackDTO], [ChapterDTO]) {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let video = try decoder.decode(VideoDTO.self, from: data)
        let captions = try decoder.decode([CaptionTrackDTO].self, from: data)
        let chapters = try decoder.decode([ChapterDTO].self, from: data)
        return (video, captions, chapters)
    }
}
