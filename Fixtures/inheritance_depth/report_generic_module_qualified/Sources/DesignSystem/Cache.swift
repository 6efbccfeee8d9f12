import Foundation

/// Near-miss: `Key: Hashable` is a generic constraint; the superclass is NSObject (depth 1).
open class Cache<Key: Hashable, Value>: NSObject {
    private var storage: [Key: Value] = [:]

    public subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}
