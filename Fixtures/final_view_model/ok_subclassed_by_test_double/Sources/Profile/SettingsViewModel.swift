@MainActor
class SettingsViewModel {
    var toggles: [Bool] = []
}
