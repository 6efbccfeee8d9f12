import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let container = DependencyContainer()

    func bootstrap() {
        AnalyticsService.shared.start(apiKey: "public-key")
        _ = SessionManager.shared
    }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?
    private lazy var coordinator = AppCoordinator(
        window: UIWindow(),
        environment: AppEnvironment(api: APIClient(), session: SessionManager.shared)
    )

    func sceneDidBecomeActive() {
        coordinator.start()
        SyncService.shared.resume()
    }
}
