enum APIResult<Value, Failure: Error> {
    case success(Value)
    case failure(Failure)
}

enum SearchError: Error {
    case noResults
}
