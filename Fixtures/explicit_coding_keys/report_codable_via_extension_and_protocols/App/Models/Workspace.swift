import Foundation

struct Workspace: TimestampedRemoteModel, Hashable {
    let id: String
    let name: String
    let iconURL: URL?
    let updatedAt: Date
}
