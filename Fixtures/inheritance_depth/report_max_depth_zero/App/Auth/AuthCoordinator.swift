import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    func start()
}

// Near-miss: Coordinator is a project protocol, depth 0.
final class AuthCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([LoginViewController(coordinator: self)], animated: false)
    }
}
