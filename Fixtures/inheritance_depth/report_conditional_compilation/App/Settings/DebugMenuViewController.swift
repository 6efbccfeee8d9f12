import UIKit

#if DEBUG
final class DebugMenuViewController: BaseSettingsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        sections = ["Feature flags", "Network log", "Reset onboarding"]
    }
}
#else
final class DebugMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        assertionFailure("Debug menu is not available in release builds")
    }
}
#endif
