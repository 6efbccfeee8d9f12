import Foundation

@MainActor extension InboxViewModel {
    func archiveAll() async {
        let ids = messages.map(\.id)
        try? await MessageRepository(database: .main).archive(ids)
        messages.removeAll()
    }

    func markAllRead() {
        ReadStateManager.shared.markRead(messages.map(\.id))
    }
}

extension InboxViewModel: CustomStringConvertible {
    nonisolated var description: String {
        "InboxViewModel(\(PushTokenProvider.current.isRegistered))"
    }
}

protocol InboxRouting {
    func openThread(_ id: Message.ID)
}

extension InboxRouting {
    func openThread(_ id: Message.ID) {
        ThreadService.shared.open(id)
    }
}
