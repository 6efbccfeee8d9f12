import Foundation

public final class CloudKeyValueStore: SyncedKeyValueStoring {
    private let store = NSUbiquitousKeyValueStore.default

    public init() {}

    public func string(forKey key: String) -> String? { store.string(forKey: key) }
    public func set(_ value: String?, forKey key: String) { store.set(value, forKey: key) }
    public func synchronize() -> Bool { store.synchronize() }
}
