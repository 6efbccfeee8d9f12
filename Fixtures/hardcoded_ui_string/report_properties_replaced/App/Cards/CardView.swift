import UIKit

final class CardView: UIView {
    let badge = Badge()
    let label = UILabel()

    func configure() {
        badge.caption = "New"
        label.text = "Card"
    }
}
