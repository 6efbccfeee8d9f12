import UIKit
import MessageKit

// MessagesViewController is third-party (Pods is not indexed) and not in external_classes:
// it counts as a protocol, so ChatViewController has depth 0.
class ChatViewController: MessagesViewController {
    var conversationID = ""
}

// Depth 1.
final class SupportChatViewController: ChatViewController {}
