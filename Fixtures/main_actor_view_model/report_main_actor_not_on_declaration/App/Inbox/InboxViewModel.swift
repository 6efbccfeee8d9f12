import Foundation

final class InboxViewModel: ObservableObject {
    @MainActor @Published var messages: [String] = []

    @MainActor
    func markAllRead() {
        messages.removeAll()
    }

    @MainActor init() {}
}
