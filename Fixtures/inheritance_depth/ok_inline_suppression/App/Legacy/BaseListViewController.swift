import UIKit

class BaseListViewController: UITableViewController {
    var items: [String] = []
}
