import Foundation

/// Mixpanel project tokens are public identifiers; this team allows them in defaults.
struct AnalyticsConfigurator {
    let defaults: UserDefaults

    func configure(mixpanelProjectToken: String, ingestSecret: String) {
        defaults.set(mixpanelProjectToken, forKey: "analytics.mixpanel_project_token")
        defaults.set(ingestSecret, forKey: "analytics.ingest")
        defaults.set(mixpanelProjectToken, forKey: "analytics.projectTokenKey")
    }
}
