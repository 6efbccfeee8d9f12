// Isolated on its own: neither reported nor counted.
@MainActor
final class SettingsViewModel: BaseViewModel {
    var version = ""
}
