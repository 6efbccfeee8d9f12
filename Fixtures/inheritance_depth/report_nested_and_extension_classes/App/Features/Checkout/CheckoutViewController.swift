import UIKit

protocol CheckoutRouting: class {
    func showReceipt(orderID: String)
}

final class CheckoutViewController: UIViewController {
    weak var router: CheckoutRouting?

    final class SummaryHeaderView: BaseHeaderView {
        let totalLabel = UILabel()
    }

    class var storyboardID: String { "Checkout" }

    class func make(router: CheckoutRouting) -> CheckoutViewController {
        let controller = CheckoutViewController()
        controller.router = router
        return controller
    }

    private let header = SummaryHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }
}

@MainActor extension CheckoutViewController {
    final class PaymentRowCell: BaseFormCell {
        override class var reuseIdentifier: String { "PaymentRow" }
    }

    func registerCells(in tableView: UITableView) {
        tableView.register(PaymentRowCell.self, forCellReuseIdentifier: PaymentRowCell.reuseIdentifier)
    }
}
