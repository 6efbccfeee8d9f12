import UIKit
import UserNotifications

@MainActor
final class NotificationRegistrar: NSObject {
    private let defaults: UserDefaults
    @AppStorage("notifications.apnsDeviceToken") private var apnsDeviceToken = ""

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func didRegisterForRemoteNotifications(deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02.2hhx", $0) }.joined()
        apnsDeviceToken = hex
        defaults.set(deviceToken, forKey: "apns_device_token")
        defaults.set(hex, forKey: "deviceTokenKey")
        defaults.set(hex, forKey: "notifications.apnsToken")
    }

    func messaging(didReceiveRegistrationToken fcmToken: String?) {
        defaults.set(fcmToken, forKey: "fcm_token")
        defaults.set(fcmToken, forKey: "notifications.pushToken")
        defaults.set(fcmToken, forKey: "devicePushTokenString")
    }
}
