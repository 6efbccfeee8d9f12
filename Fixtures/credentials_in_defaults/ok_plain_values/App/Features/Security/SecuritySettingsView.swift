import SwiftUI

struct SecuritySettingsView: View {
    @AppStorage("remember_password") private var rememberPassword = false
    @AppStorage("security.passcode") private var passcodeEnabled: Bool = true
    @AppStorage("biometricPasscode") private var useBiometricPasscode = true
    @AppStorage("passcodeTimeoutToken") private var passcodeTimeout: Int = 60
    @AppStorage("api_key") private var apiKeyRotationDays: Double = 30
    @AppStorage("hasAuthToken") private var hasAuthToken = false
    @SceneStorage("signin.showPassword") private var showPassword = false

    var body: some View {
        Form {
            Toggle("Remember password", isOn: $rememberPassword)
            Toggle("Require passcode", isOn: $passcodeEnabled)
            Toggle("Use Face ID", isOn: $useBiometricPasscode)
            Stepper("Lock after \(passcodeTimeout) s", value: $passcodeTimeout, in: 0...600, step: 30)
            Toggle("Show password", isOn: $showPassword)
        }
    }
}
