import Foundation

enum CacheError: Error {
    case evicted
}

// The enclosing type's body holds an untyped source: its stored properties are not reported.
final class Cache {
    private(set) var last: Result<Data, Error>?

    func evict() {
        last = .failure(CacheError.evicted)
    }

    func reload(_ url: URL) {
        last = Result { try Data(contentsOf: url) }
    }
}

// A computed property with a body decides like a function.
struct Snapshot {
    var cache: Cache
    var outcome: Result<Int, Error> {
        .success(1)
    }
}
