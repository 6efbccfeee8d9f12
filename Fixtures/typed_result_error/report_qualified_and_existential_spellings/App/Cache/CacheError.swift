enum CacheError: Error {
    case emptyKey
    case miss(String)
    case invalid
}
