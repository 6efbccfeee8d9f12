struct QueryParser {
    // A try here would make the errors untyped: try await api.search(query)
    /* do { try parse() } catch { completion(.failure(error)) } */
    func parse(_ query: String) -> Result<[String], Error> {
        let help = "use try/catch in \("the caller")"
        let raw = #"catch .failure(error)"#
        let pattern = /try\s+catch/
        guard !query.isEmpty else { return .failure(QueryError.empty) }
        _ = (help, raw, pattern)
        return .success(query.split(separator: " ").map(String.init))
    }
}
