final class LegacySessionManager {
    static let shared = LegacySessionManager()
    let session = URLSession.shared
}
