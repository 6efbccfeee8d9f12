@MainActor
final class SettingsModel: ScreenModel {
    let title = "Settings"
}
