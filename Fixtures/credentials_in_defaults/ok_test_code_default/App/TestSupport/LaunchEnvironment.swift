import Foundation

enum LaunchEnvironment {
    static func apply(apiKey: String) {
        UserDefaults.standard.set(apiKey, forKey: "api_key")
    }
}
