import Foundation

final class PreferenceStorage {
    static let shared = PreferenceStorage(suite: nil)
    private let defaults: UserDefaults

    init(suite: String?) {
        defaults = suite.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    func value<Value>(_ key: String) -> Value? { defaults.object(forKey: key) as? Value }
    func set<Value>(_ value: Value, _ key: String) { defaults.set(value, forKey: key) }
}

@propertyWrapper
struct Preference<Value> {
    let storage: PreferenceStorage
    let key: String
    let defaultValue: Value

    var wrappedValue: Value {
        get { storage.value(key) ?? defaultValue }
        set { storage.set(newValue, key) }
    }
}

final class RemoteConfigLoader {
    init(endpoint: String) {}
    func load<Value>() -> Value? { nil }
}

@propertyWrapper
struct Cached<Value> {
    let loader: RemoteConfigLoader
    let ttl: TimeInterval
    private var storage: Value?

    init(loader: RemoteConfigLoader, ttl: TimeInterval) {
        self.loader = loader
        self.ttl = ttl
    }

    var wrappedValue: Value {
        get { storage ?? loader.load()! }
        set { storage = newValue }
    }
}
