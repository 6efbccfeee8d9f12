/// Prefer typed errors:
/// ```
/// func load() -> Result<Data, Error> { .failure(.offline) }
/// ```
enum ErrorHandlingGuide {
    static let example = """
        func load() -> Result<Data, Error> {
            .failure(.offline)
        }
        """
    static let raw = #"Result<Int, Error>.failure(.x) \(not code)"#
    static let pattern = /Result<\w+, Error>/
    // completion: (Result<Void, Error>) -> Void = { $0(.failure(.cancelled)) }
}
