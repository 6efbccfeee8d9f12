import Foundation

final class ArticlesTable {
    private let queue = DispatchQueue(label: "articles")

    func fetchAll() -> [String] {
        nonisolated(unsafe) var articles: [String] = []
        queue.sync { articles = ["a"] }
        return articles
    }

    func count() -> Int {
        let total = 0 // safe: computed on the queue
        nonisolated(unsafe) var result = total
        queue.sync { result += 1 }
        return result
    }

    func observe(_ handler: @escaping @Sendable ([String]) -> Void) {
        queue.async {
            nonisolated(unsafe) let captured = handler
            captured([])
        }
    }
}
