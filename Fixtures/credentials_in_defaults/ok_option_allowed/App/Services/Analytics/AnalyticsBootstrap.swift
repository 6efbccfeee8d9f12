import Foundation

/// Mixpanel project tokens and the install token of our attribution SDK are public identifiers by design.
struct AnalyticsBootstrap {
    private let defaults = UserDefaults(suiteName: "group.com.acme.analytics") ?? .standard

    func start(mixpanelProjectToken: String, attributionInstallToken: String, pushToken: String) {
        defaults.set(mixpanelProjectToken, forKey: "analytics.project_token")
        defaults.set(attributionInstallToken, forKey: "attribution.installTokenValue")
        defaults.set(pushToken, forKey: "analytics.push_token")
    }
}
