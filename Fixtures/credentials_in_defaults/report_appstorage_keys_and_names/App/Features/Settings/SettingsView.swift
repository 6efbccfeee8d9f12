import SwiftUI

struct SettingsView: View {
    @AppStorage(AppStorageKeys.theme) private var theme = "system"
    @AppStorage(AppStorageKeys.apiKey) private var openAIKey = ""
    @AppStorage("auth_token") private var cachedValue: String = ""
    @AppStorage("session") private var authToken: String?
    @AppStorage(AppStorageKeys.cachedSession) private var lastSession = ""
    @AppStorage("push_token") private var pushToken = ""
    @AppStorage("apns_device_token") private var apnsDeviceToken = ""
    @AppStorage("passwordHintShown") private var passwordHintShown = false
    @AppStorage("remember_password") private var rememberPassword = false
    @AppStorage("hasAuthToken") private var hasAuthToken: Bool = false
    @AppStorage("tokenExpiry") private var tokenExpiry: Double = 0
    @AppStorage("passwordless_login") private var passwordlessLogin = true
    @AppStorage(AppStorageKeys.onboardingSeen) private var onboardingSeen = false
    @AppStorage(AppStorageKeys.fontScale) private var fontScale: Double = 1.0
    @AppStorage(
        "user_password",
        store: UserDefaults(suiteName: "group.com.acme.shared")
    )
    private var savedPassword: String = ""
    @available(*, deprecated, message: "Moved to KeychainStore") @AppStorage("jwt") private var legacyJWT = ""

    var body: some View {
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    Text("System").tag("system")
                    Text("Light").tag("light")
                    Text("Dark").tag("dark")
                }
                Slider(value: $fontScale, in: 0.8...1.6)
            }
            Section("Security") {
                Toggle("Remember password", isOn: $rememberPassword)
                Toggle("Passwordless sign-in", isOn: $passwordlessLogin)
                if hasAuthToken {
                    Text("Signed in")
                }
            }
            Section("Integrations") {
                SecureField("OpenAI key", text: $openAIKey)
            }
        }
        .navigationTitle("Settings")
    }
}
