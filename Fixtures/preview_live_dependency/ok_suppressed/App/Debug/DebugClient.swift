final class DebugClient {
    static let shared = DebugClient()
}
