import UIKit

protocol SettingsViewDelegate: AnyObject {
    func settingsDidClose()
}

// Near-miss: one level below an Apple class is allowed.
final class SettingsViewController: UIViewController {
    weak var delegate: SettingsViewDelegate?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        delegate?.settingsDidClose()
    }
}
