import UIKit

open class BaseMessagesViewController: UIViewController {}
open class MessagesViewController: BaseMessagesViewController {}
open class InputBarMessagesViewController: MessagesViewController {}
