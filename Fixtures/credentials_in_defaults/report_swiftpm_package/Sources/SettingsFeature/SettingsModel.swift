import AuthKit
import Foundation
import Observation

@MainActor
@Observable
public final class SettingsModel {
    public var region = "eu"
    public var webhookURL = ""
    @ObservationIgnored private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func signedIn(with credential: OAuthCredential, opaqueID: String) {
        defaults.set(opaqueID, forKey: AuthKeys.refresh)
        defaults.set(credential.expiresAt, forKey: AuthKeys.lastLogin)
        defaults.set(region, forKey: SettingsKey.region.rawValue)
    }

    public func saveWebhook(signingValue: String) {
        defaults.set(signingValue, forKey: SettingsKey.webhook.rawValue)
        defaults.set(webhookURL, forKey: "settings.webhook_url")
    }
}
