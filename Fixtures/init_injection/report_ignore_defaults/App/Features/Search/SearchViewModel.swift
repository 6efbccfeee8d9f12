import Foundation

@MainActor
final class SearchViewModel {
    private let interactor = SearchInteractor()
    private let session = SessionStore.live
    private let recentStore: RecentSearchStore = .init()
    private let api = APIClient()
    private let analytics = AnalyticsService.shared
    private var results: [String] = []

    func search(_ query: String) async {
        results = await interactor.search(query, token: session.token)
        recentStore.add(query)
        analytics.log("search")
        SessionStore.shared.touch()
        _ = ProfileService().cachedName
    }
}

@MainActor
final class SearchCoordinator {
    func start() -> SearchViewModel {
        _ = SearchInteractor()
        if SessionStore.live.token.isEmpty {
            print("anonymous search")
        }
        return SearchViewModel()
    }
}
