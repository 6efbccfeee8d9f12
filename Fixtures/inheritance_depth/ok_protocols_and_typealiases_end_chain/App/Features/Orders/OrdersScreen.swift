import UIKit

// BaseScreen is a typealias, not a class declared in the project: per the spec it ends the chain (depth 0).
final class OrdersScreen: BaseScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
    }
}
