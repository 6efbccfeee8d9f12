import UIKit

@MainActor
final class OnboardingCoordinator {
    private let navigationController: UINavigationController
    private let permissionsManager = PermissionsManager()
    private var childCoordinators: [AnyObject] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let service = OnboardingService(api: OnboardingAPI(), storage: OnboardingProgressStorage())
        let viewModel = WelcomeViewModel(service: service, permissions: permissionsManager)
        let controller = WelcomeViewController(viewModel: viewModel)
        controller.badgeCount = AccountManager.shared.unreadCount
        navigationController.setViewControllers([controller], animated: false)
    }

    func showPaywall() {
        let products = StoreKitProductLoader.init(identifiers: ["pro.monthly"])
        let store = PurchaseManager.default()
        navigationController.pushViewController(PaywallViewController(loader: products, purchases: store), animated: true)
    }
}
