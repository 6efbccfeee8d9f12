import Foundation

final class PaginatedViewModel<Item: Identifiable>: ListViewModel<Item> {
    private var nextCursor: String?
    private let pageSize: Int

    init(pageSize: Int = 20) {
        self.pageSize = pageSize
    }

    func loadNextPage(using fetch: @escaping (String?, Int) async throws -> ([Item], String?)) {
        run { [weak self] in
            guard let self else { return }
            let (page, cursor) = try await fetch(self.nextCursor, self.pageSize)
            self.items.append(contentsOf: page)
            self.nextCursor = cursor
        }
    }
}
