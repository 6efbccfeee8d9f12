import Foundation

final class AccountManager {
    static let shared = AccountManager()
    var unreadCount = 0
    var isPremium = false
    var isLoggedIn = false
}

final class SessionManager {
    static var current = SessionManager()
    var isExpired = false
    var lastEmail = ""
}
