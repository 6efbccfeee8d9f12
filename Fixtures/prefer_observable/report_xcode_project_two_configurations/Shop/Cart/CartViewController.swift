import Combine
import UIKit

final class CartViewController: UITableViewController {
    private let viewModel: CartViewModel
    private var subscriptions = Set<AnyCancellable>()

    init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.objectWillChange.sink { [weak self] in self?.tableView.reloadData() }.store(in: &subscriptions)
    }
}
