import Foundation

enum SessionStubs {
    static func install(refreshToken: String) {
        NSUbiquitousKeyValueStore.default.set(refreshToken, forKey: "refresh_token")
    }
}
