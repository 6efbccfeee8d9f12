import UIKit

// A Swift subclass of an Objective-C project class: the chain runs through the header.
final class ThreadViewController: NCChatViewController {
    var threadID = 0
}

final class RoomInfoViewController: NCBaseViewController {
    var roomName = ""
}

final class SettingsViewController: UIViewController {}

// Declared only in an .m file or in comments of a header: not project classes, so they end the chain.
final class ImplementationOnlySubclass: NCImplementationOnlyController {}
final class CommentedSubclass: NCCommentedOutController {}
