import UIKit

open class Coordinator<Route: Hashable> {
    public let navigationController: UINavigationController
    public var children: [AnyObject] = []

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    open func navigate(to route: Route) {}
}
