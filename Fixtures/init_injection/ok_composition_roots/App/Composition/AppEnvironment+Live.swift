import Foundation

extension AppEnvironment {
    func makeFeedLoader() -> FeedLoader {
        FeedLoader(client: api, storage: FeedStorage.default())
    }

    var sync: SyncService { SyncService.shared }
}

extension DependencyContainer {
    func makeProfileRepository() -> ProfileRepository {
        ProfileRepository(client: APIClient())
    }
}
