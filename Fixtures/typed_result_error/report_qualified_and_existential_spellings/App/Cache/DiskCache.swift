import Foundation

struct DiskCache {
    let directory: URL

    func size(of key: String) -> Swift.Result<Int, any Swift.Error> {
        guard !key.isEmpty else { return .failure(CacheError.emptyKey) }
        return .success(key.utf8.count)
    }

    func lookup(_ key: String) -> Result<Data, (any Error)> {
        .failure(CacheError.miss(key))
    }

    func validate(_ key: String) -> Result<String, Swift.Error> {
        key.contains("/") ? .failure(CacheError.invalid) : .success(key)
    }
}
