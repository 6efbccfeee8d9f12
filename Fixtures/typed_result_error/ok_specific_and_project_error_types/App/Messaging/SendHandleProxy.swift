final class SendHandleProxy {
    enum Error: Swift.Error {
        case notConnected
        case cancelled
    }

    private var isConnected = false

    func send(_ text: String) -> Result<Void, Error> {
        isConnected ? .success(()) : .failure(.notConnected)
    }
}
