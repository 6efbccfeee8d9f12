import UIKit

final class SettingsViewController: UIViewController {
    let label = UILabel()

    func configure() {
        #if DEBUG
        label.text = "Debug build"
        #else
        label.text = "Version"
        #endif
        #if DEBUG || BETA
        label.text = "Preview build"
        #elseif !DEBUG
        label.text = "Release build"
        #endif
        #if os(iOS)
        label.accessibilityLabel = "Settings"
        #endif
    }
}
