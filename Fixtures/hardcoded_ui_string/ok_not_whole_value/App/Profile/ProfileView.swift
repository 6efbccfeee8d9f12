import UIKit

final class ProfileView: UIView {
    let label = UILabel()
    var isOn = false

    func configure(name: String) {
        label.text = "Hello, " + name
        label.text = "greeting".localized
        label.text = NSLocalizedString("Greeting", comment: "")
        label.text = String(localized: "Greeting")
        label.text = L10n.greeting
        label.text = isOn ? "On" : "Off"
        label.accessibilityLabel = "Profile of" + " " + name
        let alert = UIAlertController(title: "Welcome " + name, message: isOn ? "On" : "Off", preferredStyle: .alert)
        print(alert)
    }
}
