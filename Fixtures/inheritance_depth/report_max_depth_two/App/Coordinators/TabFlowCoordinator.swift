import UIKit

// Depth 2: allowed with max_depth 2.
class TabFlowCoordinator: FlowCoordinator {
    let tabItem: UITabBarItem

    init(navigationController: UINavigationController, tabItem: UITabBarItem) {
        self.tabItem = tabItem
        super.init(navigationController: navigationController)
    }
}
