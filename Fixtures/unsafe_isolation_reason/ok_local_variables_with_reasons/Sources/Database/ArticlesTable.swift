import Foundation

final class ArticlesTable {
    private let queue = DispatchQueue(label: "articles")

    func fetchAll() -> [String] {
        // Safe: written and read on `queue`, synchronously.
        nonisolated(unsafe) var articles: [String] = []
        queue.sync { articles = ["a"] }
        return articles
    }

    func forward(_ handler: @escaping ([String]) -> Void) {
        queue.async {
            // The completion is called on the main thread which the continuation
            // also resumes on, so the result never actually crosses threads.
            nonisolated(unsafe) let captured = handler
            captured([])
        }
    }
}
