import Foundation

public func storeApiKey(_ apiKey: String) {
    UserDefaults.standard.set(apiKey, forKey: "api_key")
}
