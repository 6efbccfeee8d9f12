struct SendHandleProxy {
    enum Error: Swift.Error {
        case notConnected
    }
}
