import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    // A composition root: not reported, but still a use of the singleton.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SessionManager.shared.token = nil
        return true
    }
}
