import Foundation

public struct ProfileDTO: Decodable, Sendable {
    public let handle: String
    public let bannerURL: URL?
    public let joinedAt: Date
}

public struct AchievementDTO: Decodable, Sendable {
    public let title: String
    public let badgeURL: URL
}
