import ComposableArchitecture

enum Search {
    struct Result: Equatable {
        let title: String
    }
}

struct SearchModel {
    func first(_ items: [String]) -> TaskResult<String> {
        items.first.map { .success($0) } ?? .failure(SearchError.noResults)
    }

    func lookup(_ items: [String]) -> APIResult<String, Error> {
        items.isEmpty ? .failure(SearchError.noResults) : .success(items[0])
    }

    func hit(_ items: [String]) -> Search.Result? {
        items.first.map(Search.Result.init(title:))
    }
}
