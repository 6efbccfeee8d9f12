import Foundation

struct Message: Identifiable, Hashable, Sendable {
    let id: UUID
    var subject: String
    var isRead: Bool
}

enum InboxFilter: String, CaseIterable {
    case all
    case unread
    case flagged
}
