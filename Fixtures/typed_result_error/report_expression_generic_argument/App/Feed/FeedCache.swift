import Foundation

final class FeedCache {
    private var entries: [String: Data] = [:]

    func entry(for key: String) -> Data? {
        let result = entries[key].map { .success($0) } ?? Result<Data, any Error>.failure(FeedCacheError.miss)
        return try? result.get()
    }
}
