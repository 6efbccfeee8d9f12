import Foundation

public struct EpisodeDTO: Decodable, Identifiable, Sendable {
    public let id: String
    public let title: String
    public let audioURL: URL
    public let durationSeconds: Int
}

public struct PodcastFeed {
    public let feedURL: URL

    public init(feedURL: URL) {
        self.feedURL = feedURL
    }

    /// Production parsing uses the default keys: the feed proxy emits camelCase.
    public func episodes(from data: Data) throws -> [EpisodeDTO] {
        try JSONDecoder().decode([EpisodeDTO].self, from: data)
    }
}
