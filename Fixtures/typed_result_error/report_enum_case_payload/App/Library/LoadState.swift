enum LoadState {
    case idle
    case finished(Result<[Book], Error>)

    static var offline: LoadState {
        .finished(.failure(LibraryError.offline))
    }
}
