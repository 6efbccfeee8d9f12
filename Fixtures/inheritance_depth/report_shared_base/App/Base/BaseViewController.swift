import UIKit

class BaseViewController: UIViewController {
    func showLoading() {}
}

class BaseListViewController: BaseViewController {
    var rows: [String] = []
}
