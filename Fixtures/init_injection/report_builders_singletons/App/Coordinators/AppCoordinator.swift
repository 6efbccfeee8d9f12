import UIKit

@MainActor
final class AppCoordinator {
    private let window: UIWindow
    private let onboarding: OnboardingCoordinator

    init(window: UIWindow) {
        self.window = window
        self.onboarding = OnboardingCoordinator(navigationController: UINavigationController())
    }

    func start() {
        if AccountManager.shared.isLoggedIn {
            window.rootViewController = TabBarController(session: SessionManager.current, sync: SyncService())
        } else {
            onboarding.start()
        }
        window.makeKeyAndVisible()
    }
}
