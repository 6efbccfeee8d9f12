import Foundation

/// Server-sent events: `{"type": "post_created", "post_id": "..."}`.
enum FeedEvent: Decodable {
    case postCreated(postID: String)
    case userFollowed(userID: String, followerID: String)
    case videoPosted(VideoSummaryDTO)

    private enum CodingKeys: String, CodingKey {
        case type, postId, userId, followerId, video
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "post_created":
            self = .postCreated(postID: try container.decode(String.self, forKey: .postId))
        case "user_followed":
            self = .userFollowed(userID: try container.decode(String.self, forKey: .userId),
                                 followerID: try container.decode(String.self, forKey: .followerId))
        default:
            self = .videoPosted(try container.decode(VideoSummaryDTO.self, forKey: .video))
        }
    }

    var affectedUserIDs: [String] {
        switch self {
        case .postCreated: return []
        case let .userFollowed(userID, followerID): return [userID, followerID]
        case .videoPosted: return []
        }
    }
}

/// Only ever carried as an associated value of FeedEvent, never as a stored property.
struct VideoSummaryDTO: Decodable {
    let title: String
    let streamURL: URL
}

enum ConnectionState: String, Codable {
    case connected
    case reconnecting
    case offlineHTTPFallback = "offline_http_fallback"
}

protocol RealtimePayload: Decodable {
    var channelID: String { get }
    var sentAtMS: Int { get }
}
