import UIKit

class BaseTableViewCell: UITableViewCell {
    class var reuseIdentifier: String { String(describing: self) }
}

class CardCell: BaseTableViewCell {
    let cardView = UIView()
}

final class PromoCardCell: CardCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        cardView.backgroundColor = .systemYellow
    }
}
