import UIKit

final class OrderSummaryCell: UITableViewCell {
    static let reuseIdentifier = "OrderSummaryCell"

    private let priceLabel = UILabel()

    func configure(with order: Order) {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = SessionManager.current.currency
        priceLabel.text = formatter.string(from: order.total as NSDecimalNumber)
        priceLabel.textColor = ThemeStorage.standard.accentColor
    }
}
