import Foundation

struct Channel: Swift.Codable, Hashable, ListPresentable {
    let channelID: String
    let title: String
    let isMuted: Bool
}

/// Local-only view state; not Codable, so never decoded.
struct ChannelDraft: ListPresentable {
    let title: String
    var pendingUploadIDs: [String]
}

struct SyncCheckpoint: Hashable, Sendable {
    let lastEventID: String
    let recordedAt: Date
}
