import UIKit
import MessageKit

// MessagesViewController comes from MessageKit (not in the project); the config names it an external class.
class ChatViewController: MessagesViewController {
    var messages: [ChatMessage] = []
}

final class SupportChatViewController: ChatViewController {
    let ticketID: String

    init(ticketID: String) {
        self.ticketID = ticketID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

struct ChatMessage {
    let text: String
}
