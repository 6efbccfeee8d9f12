import Foundation

public struct ProfileDTO: Decodable, Equatable, Sendable {
    public let handle: String
    public let bio: String?
    public let headerImageURL: URL?
    public let stats: Stats

    public struct Stats: Decodable, Equatable, Sendable {
        public let postCount: Int
        public let mutualFollowerIDs: [String]
    }
}

public struct FollowerDTO: Decodable, Equatable, Identifiable, Sendable {
    public let id: String
    public let handle: String
    public let avatarUrl: URL?
}
