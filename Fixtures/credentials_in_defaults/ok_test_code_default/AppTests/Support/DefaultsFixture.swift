import Foundation

enum DefaultsFixture {
    static func seed(accessToken: String) {
        let defaults = UserDefaults(suiteName: "fixtures")!
        defaults.set(accessToken, forKey: "access_token")
    }
}
