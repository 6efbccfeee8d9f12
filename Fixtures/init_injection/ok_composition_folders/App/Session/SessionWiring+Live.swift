// SessionWiring is declared under DI/: its extensions elsewhere are composition too.
extension SessionWiring {
    func liveClient() -> SessionClient {
        SessionClient.shared
    }
}
