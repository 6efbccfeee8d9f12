import Foundation

/// Near-miss: `Key: Hashable` is a generic constraint; the superclass is NSCache (depth 1).
open class Cache<Key: Hashable, Value>: NSCache<AnyObject, AnyObject> {
    private var storage: [Key: Value] = [:]

    public subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}
