import Foundation

// Protocol inheritance is not class inheritance, however deep.
protocol Repository: AnyObject {}
protocol ReadableRepository: Repository {}
protocol PagedRepository: ReadableRepository {}
protocol CachedPagedRepository: PagedRepository, Sendable {}

final class ArticleRepository: CachedPagedRepository {
    private var pages: [Int: [String]] = [:]
}

struct ArticleQuery: Hashable, Codable, Sendable {
    var text: String
    var page: Int
}

enum ArticleError: Error, LocalizedError {
    case notFound
}

typealias ArticleStore = PagedRepository & Sendable
