import UIKit

final class ProfileView: UIView {
    let label = UILabel()

    func configure(count: Int) {
        label.text = ""
        label.text = "-"
        label.text = "•"
        label.text = "\(count)"
        label.text = "×"
        label.text = "x"
        label.text = "\(count) ×"
        label.text = "settings.title"
        label.text = "https://example.com/help"
        label.text = "support@example.com"
        label.text = "profile_header"
        label.text = "key:value"
        label.text = ".gw.example.net"
        label.placeholder = "\u{2022}\u{2022}"
    }
}
