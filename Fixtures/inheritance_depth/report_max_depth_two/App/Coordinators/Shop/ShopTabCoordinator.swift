import UIKit

final class ShopTabCoordinator: TabFlowCoordinator {
    override func start() {
        navigationController.pushViewController(UIViewController(), animated: false)
    }
}
