import Foundation

final class ProfileService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func profile(id: String) async throws -> UserProfileDTO {
        let url = AppConfiguration.apiBaseURL.appendingPathComponent("users/\(id)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(UserProfileDTO.self, from: data)
    }
}

final class UserRepository {
    private var cached: [String: UserProfileDTO] = [:]

    func cache(_ dto: UserProfileDTO) {
        cached[dto.id] = dto
    }
}

struct ProfileAPI {
    func fetchProfile(id: String) async throws -> UserProfileDTO {
        try await ProfileService().profile(id: id)
    }
}
