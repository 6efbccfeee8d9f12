import Foundation

enum CacheError: Error {
    case evicted
}

// A stored property has no body: the enclosing type's body decides (rules.md §8).
final class Cache {
    private(set) var last: Result<Data, Error>?

    func evict() {
        last = .failure(CacheError.evicted)
    }
}

struct Snapshot {
    let outcome: Result<Int, Error>
    var pending: Result<Int, Error> = .failure(CacheError.evicted) {
        didSet { print("changed") }
    }
}
