import Foundation

final class StoriesService {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func tray() async throws -> StoryTrayDTO {
        let url = baseURL.appendingPathComponent(StoryTrayDTO.trayEndpointURL)
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(StoryTrayDTO.self, from: data)
    }
}
