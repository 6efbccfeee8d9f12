import Foundation

final class MediaAssetService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func assetMetadata(at url: URL) async throws -> ([ImageURL], TrackingID, MediaCapabilities) {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let images = try decoder.decode([ImageURL].self, from: data)
        let tracking = try decoder.decode(TrackingID.self, from: data)
        let capabilities = try decoder.decode(MediaCapabilities.self, from: data)
        return (images, tracking, capabilities)
    }
}
