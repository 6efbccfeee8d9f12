protocol Transport {
    func send(_ changes: [String], completion: @escaping (Result<Int, Error>) -> Void)
    func lastResult(_ handler: @escaping (Result<Int, Error>?) -> Void)
}

enum SyncError: Error {
    case nothingToPush
    case queueFull
}
