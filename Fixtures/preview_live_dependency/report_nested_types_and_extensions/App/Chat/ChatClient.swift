final class ChatClient {
    static let shared = ChatClient()
}

final class ChatHistoryLoader {
    static func shared() -> ChatHistoryLoader { ChatHistoryLoader() }
    func load() -> [String] { [] }
}
