import Foundation

protocol ProfileServicing: Sendable {
    func fetchUser(id: Int) async throws -> UserDTO
    func fetchMemberships(userID: Int) async throws -> [MembershipDTO]
    func fetchTeam(id: Int) async throws -> TeamDTO
}

final class ProfileService: ProfileServicing, @unchecked Sendable {
    static let shared = ProfileService()

    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared,
         baseURL: URL = URL(string: "https://api.example.com")!) {
        self.session = session
        self.baseURL = baseURL
    }

    func fetchUser(id: Int) async throws -> UserDTO {
        let url = baseURL.appendingPathComponent("v2/users/\(id)")
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let user = try decoder.decode(UserDTO.self, from: data)
        return user
    }

    func fetchMemberships(userID: Int) async throws -> [MembershipDTO] {
        let url = baseURL.appendingPathComponent("v2/users/\(userID)/memberships")
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([MembershipDTO].self, from: data)
    }

    func fetchTeam(id: Int) async throws -> TeamDTO {
        // Teams still come from the legacy service: camelCase keys, default strategy.
        let url = baseURL.appendingPathComponent("legacy/teams/\(id)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(TeamDTO.self, from: data)
    }
}
