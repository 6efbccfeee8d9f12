import Foundation

final class PushTokenStore {
    private let defaults = UserDefaults.standard

    func didRegister(apnsDeviceToken: String, pushToken: String, nextPageToken: String?) {
        defaults.set(apnsDeviceToken, forKey: "push.apns")
        defaults.set(pushToken, forKey: "push.current")
        defaults.set(nextPageToken, forKey: "push.inbox_cursor")
    }
}
