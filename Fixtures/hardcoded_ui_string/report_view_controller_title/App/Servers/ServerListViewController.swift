import UIKit

class BaseViewController: UIViewController {}

final class ServerListViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Select Server"
        reload { [weak self] in
            guard let self else { return }
            if self.isEmpty { title = "No servers" }
        }
    }

    func reload(_ done: @escaping () -> Void) { done() }
    var isEmpty: Bool { true }
}

final class ListController<Item>: UIKit.UITableViewController where Item: Hashable {
    override func viewDidLoad() {
        super.viewDidLoad(); title = "Items"
    }
}
