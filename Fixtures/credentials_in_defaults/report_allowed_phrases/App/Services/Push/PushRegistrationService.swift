import Foundation
import UIKit

struct PushRegistration: Decodable {
    let deviceAuthToken: String
    let secret: String
    let installationID: String
}

final class PushRegistrationService {
    private enum Keys {
        static let apnsDeviceToken = "push.apns_device_token"
        static let fcmToken = "push.fcm_token"
    }

    private let defaults: UserDefaults
    private var pushTokenSecret = ""

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func didRegister(deviceToken: Data, fcmToken: String) {
        let apnsDeviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
        defaults.set(apnsDeviceToken, forKey: Keys.apnsDeviceToken)
        defaults.set(deviceToken, forKey: "apnsToken")
        defaults.set(fcmToken, forKey: Keys.fcmToken)
        defaults.set(apnsDeviceToken, forKey: "push_token")
    }

    func didReceive(_ registration: PushRegistration) {
        pushTokenSecret = registration.secret
        defaults.set(pushTokenSecret, forKey: "push.registration")
        defaults.set(registration.secret, forKey: "push_token_secret")
        defaults.set(registration.deviceAuthToken, forKey: "push.device")
        defaults.set(registration.installationID, forKey: "devicePushToken.installation")
    }
}
