import UIKit
import DesignSystem

final class OrdersViewController: DesignSystem.ListViewController<Order, OrderCell> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Orders")
    }
}

final class OrderCell: UICollectionViewCell, ReusableCell {
    static let reuseIdentifier = "OrderCell"
}

struct Order: Hashable, Sendable {
    let id: UUID
    let total: Decimal
}
