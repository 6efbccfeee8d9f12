import Foundation

final class AppContainer {
    let sessionManager = SessionManager()

    final class SessionScope {
        let api = APIClient(baseURL: URL(string: "https://api.example.com")!)
    }

    func makeScope() -> SessionScope {
        SessionScope()
    }
}

final class ChatManager {
    static let shared = ChatManager()

    final class Conversation {
        let id: UUID

        init(id: UUID) {
            self.id = id
        }

        func leave() {
            ChatManager.shared.end(self)
        }
    }

    func end(_ conversation: Conversation) {}
}

final class SessionManager {}

final class APIClient {
    init(baseURL: URL) {}
}
