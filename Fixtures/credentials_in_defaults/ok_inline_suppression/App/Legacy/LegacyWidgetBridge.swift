import SwiftUI

/// The 2.x widget still reads its session from the shared suite; removal is tracked in IOS-4312.
final class LegacyWidgetBridge {
    private let shared = UserDefaults(suiteName: "group.com.acme.widget")

    func publish(token: String, refreshToken: String, apiKey: String) {
        // archlint:disable:next credentials_in_defaults
        shared?.set(token, forKey: "widget.session")

        // archlint:disable:next credentials_in_defaults
        // The widget extension cannot reach the app's Keychain access group on 2.x.

        shared?.set(refreshToken, forKey: "widget.refresh")

        shared?.set(apiKey, forKey: "widget.api") // archlint:disable:this credentials_in_defaults

        /* archlint:disable:next all */
        UserDefaults.standard.setValue(token, forKey: "widget.mirror")

        // archlint:disable credentials_in_defaults
        shared?.set(token, forKey: "auth_token")
        shared?.set(refreshToken, forKey: "refresh_token")
        NSUbiquitousKeyValueStore.default.set(apiKey, forKey: "api_key")
        // archlint:enable credentials_in_defaults

        shared?.set(Date(), forKey: "widget.published_at")
    }
}

struct LegacyWidgetSettingsView: View {
    /// archlint:disable:next credentials_in_defaults
    @AppStorage(
        "widget.auth_token",
        store: UserDefaults(suiteName: "group.com.acme.widget")
    )
    private var widgetToken = ""

    var body: some View {
        Text(widgetToken.isEmpty ? "Not linked" : "Linked")
    }
}
