import Foundation

@globalActor
actor SyncActor {
    static let shared = SyncActor()
}

actor SyncEngine: CachedPagedRepository {
    private var pending: [ArticleQuery] = []

    func enqueue(_ query: ArticleQuery) {
        pending.append(query)
    }
}

extension ArticleRepository: CustomStringConvertible {
    var description: String { "ArticleRepository" }
}

@MainActor extension SyncEngine {}

@Observable
final class SyncStatus {
    var lastSync: Date?
}
