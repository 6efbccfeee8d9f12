import Foundation

final class AppDependencies {
    let session = SessionStore()
    let searchInteractor = SearchInteractor()
    let liveSession = SessionStore.live
}

final class SearchInteractor {
    func search(_ query: String, token: String) async -> [String] { [] }
}

final class SessionStore {
    static let live = SessionStore()
    static let shared = live
    var token = ""
    func touch() {}
}

final class RecentSearchStore {
    func add(_ query: String) {}
}

final class APIClient {}

final class AnalyticsService {
    static let shared = AnalyticsService()
    func log(_ event: String) {}
}

final class ProfileService {
    var cachedName = ""
}
