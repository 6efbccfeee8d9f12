import Combine

@MainActor
final class StatusModel: ObservableObject {
    @Published var unreadCount = 0
}
