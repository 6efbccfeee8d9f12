extension SessionClient {
    static let liveValue = SessionClient(fetch: { LegacySessionManager.shared.fetch() })
}
