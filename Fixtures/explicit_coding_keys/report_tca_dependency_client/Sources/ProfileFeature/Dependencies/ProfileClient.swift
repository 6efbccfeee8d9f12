import ComposableArchitecture
import Foundation

@DependencyClient
public struct ProfileClient: Sendable {
    public var fetchProfile: @Sendable (_ handle: String) async throws -> ProfileDTO
    public var fetchFollowers: @Sendable (_ handle: String) async throws -> [FollowerDTO]
}

extension ProfileClient: DependencyKey {
    public static let liveValue = ProfileClient(
        fetchProfile: { handle in
            let url = URL(string: "https://api.example.com/v1/profiles/\(handle)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode(ProfileDTO.self, from: data)
        },
        fetchFollowers: { handle in
            let url = URL(string: "https://api.example.com/v1/profiles/\(handle)/followers")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode([FollowerDTO].self, from: data)
        }
    )

    public static let testValue = ProfileClient()

    public static let previewValue = ProfileClient(
        fetchProfile: { _ in
            ProfileDTO(handle: "preview", bio: nil, headerImageURL: nil,
                       stats: .init(postCount: 3, mutualFollowerIDs: []))
        },
        fetchFollowers: { _ in [] }
    )
}

extension DependencyValues {
    public var profileClient: ProfileClient {
        get { self[ProfileClient.self] }
        set { self[ProfileClient.self] = newValue }
    }
}
