import Foundation

struct NotificationSettingsModel {
    var pushPreferences = PushPreferenceStorage()
    var scheduleLoader = QuietHoursLoader()

    #if DEBUG
    init(preview: Bool) {
        pushPreferences = PushPreferenceStorage(inMemory: preview)
    }
    #endif
}

struct PrivacySettingsModel {
    var consentStorage = ConsentStorage()
    let policyProvider = PrivacyPolicyProvider()

    #if os(iOS)
    func openSystemSettings() -> URL? {
        URL(string: "app-settings:")
    }
    #endif
}
