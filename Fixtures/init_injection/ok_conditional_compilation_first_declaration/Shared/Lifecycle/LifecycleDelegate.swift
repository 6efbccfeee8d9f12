#if canImport(UIKit)
import UIKit

/// Installed with @UIApplicationDelegateAdaptor: UIKit creates it, so there is no init of ours.
final class LifecycleDelegate: NSObject, UIApplicationDelegate {
    private let pushClient = PushClient()
    private let crashReporting = CrashReportingService()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        crashReporting.start(environment: "ios")
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushClient.register(deviceToken: deviceToken)
    }
}
#elseif canImport(AppKit)
import AppKit

/// Installed with @NSApplicationDelegateAdaptor on macOS.
final class LifecycleDelegate: NSObject, NSApplicationDelegate {
    private let pushClient = PushClient()
    private let crashReporting = CrashReportingService()

    func applicationDidFinishLaunching(_ notification: Notification) {
        crashReporting.start(environment: "macos")
        NSApplication.shared.registerForRemoteNotifications()
    }

    func application(_ application: NSApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushClient.register(deviceToken: deviceToken)
    }
}
#endif
