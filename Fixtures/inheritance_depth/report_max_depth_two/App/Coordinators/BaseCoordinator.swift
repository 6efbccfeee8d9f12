import UIKit

class BaseCoordinator {
    var children: [BaseCoordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
}

class FlowCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?
}
