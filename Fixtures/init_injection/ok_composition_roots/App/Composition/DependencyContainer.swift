import Foundation

final class DependencyContainer {
    lazy var apiClient = APIClient()
    lazy var profileRepository: ProfileRepository = .init(client: apiClient)
    let analytics = AnalyticsService.shared
    var session: SessionManager = .shared

    func makeProfileService() -> ProfileService {
        ProfileService(repository: profileRepository, analytics: analytics)
    }
}

extension DependencyContainer {
    var syncService: SyncService { SyncService.shared }

    func makeFeedLoader() -> FeedLoader {
        FeedLoader(client: APIClient(), storage: FeedStorage.default())
    }
}

struct FeatureAssembly {
    let repository = ProfileRepository(client: APIClient())

    func assemble() -> ProfileService {
        ProfileService(repository: repository, analytics: .shared)
    }
}

enum ScreenFactory {}

final class ViewControllerFactory {
    private let feedLoader = FeedLoader(client: APIClient(), storage: FeedStorage.default())
}

final class FeedCompositionRoot {
    func compose() -> FeedLoader {
        FeedLoader(client: APIClient(), storage: FeedStorage.default())
    }
}
