import UIKit

// Migration to composition is tracked in IOS-4211.
// archlint:disable:next inheritance_depth
@MainActor
@available(iOS, deprecated: 17.0, message: "Use OrdersListView")
final class LegacyOrdersViewController: BaseListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["#1001", "#1002"]
    }
}

final class LegacyReturnsViewController: BaseListViewController {} // archlint:disable:this inheritance_depth

/* archlint:disable inheritance_depth */
final class LegacyInvoicesViewController: BaseListViewController {}

final class LegacyRefundsViewController: BaseListViewController {}
/* archlint:enable inheritance_depth */

/// archlint:disable:next all
final class LegacyCouponsViewController: BaseListViewController {}
