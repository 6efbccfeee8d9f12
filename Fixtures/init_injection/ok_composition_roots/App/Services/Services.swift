import Foundation

final class APIClient {}

final class SessionManager {
    static let shared = SessionManager()
    func reset() {}
}

final class AnalyticsService {
    static let shared = AnalyticsService()
    func start(apiKey: String) {}
}

final class SyncService {
    static let shared = SyncService()
    func resume() {}
}

final class ProfileRepository {
    private let client: APIClient
    init(client: APIClient) { self.client = client }
}

final class ProfileService {
    init(repository: ProfileRepository, analytics: AnalyticsService) {}
}

final class FeedStorage {
    private static let fallback = FeedStorage()
    static func `default`() -> FeedStorage { fallback }
}

final class FeedLoader {
    init(client: APIClient, storage: FeedStorage) {}
}

struct ClockProvider {
    var now: Date { Date() }
}
