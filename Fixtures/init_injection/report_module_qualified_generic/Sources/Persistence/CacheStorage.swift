import Foundation

public final class CacheStorage<Value: Codable> {
    public init(name: String) {}
    public func value(forKey key: String) -> Value? { nil }
}

public final class FeedRepository {
    public static let instance = FeedRepository(context: "main")
    public init(context: String) {}
}
