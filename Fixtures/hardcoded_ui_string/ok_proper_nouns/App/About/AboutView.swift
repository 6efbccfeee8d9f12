import UIKit

final class AboutView: UIView {
    let label = UILabel()

    func configure() {
        label.text = "NetNewsWire"
        label.text = "The   Old Reader"
        label.text = "FreshRSS NetNewsWire"
    }
}
