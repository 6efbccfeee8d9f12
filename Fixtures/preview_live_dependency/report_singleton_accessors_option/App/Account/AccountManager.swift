final class AccountManager {
    static let current = AccountManager()
    var unreadCount = 0
}
