import Foundation
import ProfileKit

final class ProfileLoader {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func load(handle: String) async throws -> ProfileKit.ProfileDTO {
        let url = URL(string: "https://community.example.com/api/profiles/\(handle)")!
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ProfileKit.ProfileDTO.self, from: data)
    }
}
