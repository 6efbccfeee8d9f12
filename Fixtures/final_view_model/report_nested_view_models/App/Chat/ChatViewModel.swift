import Foundation

@MainActor
final class ChatViewModel {
    var messages: [MessageViewModel] = []

    @MainActor
    class MessageViewModel: Identifiable {
        let id = UUID()
        var text = ""
    }
}

extension ChatViewModel {
    @MainActor
    class ComposerViewModel {
        var draft = ""
    }
}
