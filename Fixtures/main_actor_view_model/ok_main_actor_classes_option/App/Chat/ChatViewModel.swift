import UIKit
import MessageKit

// MessagesViewController (MessageKit) is a UIViewController subclass; the config lists it as main-actor.
final class ChatViewModel: MessagesViewController, ObservableObject {
    @Published var draft = ""
}

final class SupportChatViewModel: MessagesViewController {}
