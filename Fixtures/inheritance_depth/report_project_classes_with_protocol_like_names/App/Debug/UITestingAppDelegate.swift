import UIKit

// AppDelegate is declared in the project, so it is a class even though it ends in "Delegate".
final class UITestingAppDelegate: AppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        UIView.setAnimationsEnabled(false)
        return true
    }
}
