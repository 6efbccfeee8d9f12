import Foundation

enum Latest {
    static func remember(feedCursor: String, sessionCredential: String) {
        UserDefaults.standard.set(feedCursor, forKey: "feed.latest_cursor")
        UserDefaults.standard.set(sessionCredential, forKey: "feed.latest_session")
    }
}
