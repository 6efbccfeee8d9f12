extension SendHandleProxy {
    func cancel() -> Result<Void, Error> {
        .failure(.cancelled)
    }

    func pending() -> Result<[String], Never> {
        .success([])
    }

    func validate(_ text: String) -> Result<String, MessageError> {
        text.isEmpty ? .failure(.empty) : .success(text)
    }
}

enum MessageError: Swift.Error {
    case empty
}
