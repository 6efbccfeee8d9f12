enum QueryError: Error {
    case empty
}
