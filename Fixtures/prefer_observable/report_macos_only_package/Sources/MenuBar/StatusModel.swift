import AppKit
import Combine

@MainActor
final class StatusModel: ObservableObject {
    @Published var unreadCount = 0
    @Published var lastRefresh: Date?
}
