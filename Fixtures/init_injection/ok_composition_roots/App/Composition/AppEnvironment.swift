import UIKit

struct AppEnvironment {
    let api: APIClient
    let session: SessionManager
    let clock = ClockProvider()

    static let live = AppEnvironment(api: APIClient(), session: .shared)
}

@MainActor
final class AppCoordinator {
    private let window: UIWindow
    private let environment: AppEnvironment

    init(window: UIWindow, environment: AppEnvironment) {
        self.window = window
        self.environment = environment
    }

    func start() {
        let profile = ProfileService(repository: ProfileRepository(client: environment.api), analytics: AnalyticsService.shared)
        _ = profile
        window.makeKeyAndVisible()
    }
}

final class WidgetAppContext {
    let repository = ProfileRepository(client: APIClient())
    let session = SessionManager.shared
}

struct FeedDependencies {
    let loader = FeedLoader(client: APIClient(), storage: .default())
    let sync = SyncService.shared
}

extension FeedDependencies {
    func makeService() -> ProfileService {
        ProfileService(repository: ProfileRepository(client: APIClient()), analytics: AnalyticsService.shared)
    }
}
