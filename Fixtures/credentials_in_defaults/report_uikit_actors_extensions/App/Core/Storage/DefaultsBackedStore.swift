import Foundation

final class DefaultsBackedStore<Value: Codable> {
    private let defaults: Foundation.UserDefaults
    private let encoder = JSONEncoder()
    private let key: String

    init(key: String, defaults: Foundation.UserDefaults = .standard) {
        self.key = key
        self.defaults = defaults
    }

    func save(_ value: Value) throws {
        defaults.set(try encoder.encode(value), forKey: key)
    }

    func attach(sessionToken: String) {
        defaults.set(sessionToken, forKey: "\(key).session")
    }
}
