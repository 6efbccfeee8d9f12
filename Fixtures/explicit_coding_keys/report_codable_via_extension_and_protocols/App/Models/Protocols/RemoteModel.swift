import Foundation

/// Everything the sync engine pulls from the server.
protocol RemoteModel: Decodable, Identifiable, Sendable where ID == String {}

/// Remote records that carry a server-side modification date.
protocol TimestampedRemoteModel: RemoteModel {
    var updatedAt: Date { get }
}

/// Records that can be matched against the local store.
protocol SyncableRecord: Swift.Decodable {
    var recordID: String { get }
    var lastSyncedURL: URL? { get }
}

/// Not Codable: only describes how a model renders in lists.
protocol ListPresentable {
    var title: String { get }
}
