import Foundation

actor SyncEngine {
    private let client = SyncAPIClient(endpoint: URL(string: "https://sync.example.com")!)
    private var lastRun: Date?
    private var isRunning = false

    func run() async throws {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        let changes = try await client.pendingChanges(since: lastRun)
        for change in changes {
            try await ConflictResolutionService.shared.resolve(change)
        }
        lastRun = .now
    }
}

struct PagedList<Item> {
    var items: [Item] = []
    var nextCursor: String?
}

extension PagedList where Item == Message {
    func loadNextPage() async throws -> PagedList<Message> {
        try await MessageFetcher(cursor: nextCursor).fetch()
    }
}
