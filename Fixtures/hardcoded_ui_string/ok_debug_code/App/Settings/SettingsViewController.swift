import UIKit

final class SettingsViewController: UIViewController {
    let label = UILabel()

    func configure() {
        #if DEBUG
        label.text = "Debug build"
        #if os(iOS)
        label.accessibilityLabel = "Debug settings"
        #endif
        #elseif DEBUG
        label.text = "Also debug"
        #endif
    }
}

final class NetworkProtectionDebugViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Network Protection"

        struct Row {
            let label = UILabel()
            func configure() { label.text = "Reset tunnel" }
        }
    }
}
