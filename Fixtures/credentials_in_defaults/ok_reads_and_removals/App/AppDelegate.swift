import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UserDefaults.standard.register(defaults: [
            "auth_token": "",
            "refresh_token": "",
            "settings.theme": "system",
        ])
        NSUbiquitousKeyValueStore.default.synchronize()
        return true
    }
}
