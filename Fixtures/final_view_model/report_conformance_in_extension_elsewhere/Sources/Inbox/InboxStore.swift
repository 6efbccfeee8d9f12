@MainActor
class InboxStore {
    var unread = 0
}
