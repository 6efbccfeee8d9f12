enum Inbox {
    final class Model {
        var unread = 0
    }
}

typealias InboxState = Inbox.Model
