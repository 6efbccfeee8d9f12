import Foundation

// rules.md §2 (rev 7): types the team accepts as ambient are neither constructions nor singletons to report.
final class SettingsViewModel {
    private let theme = ThemeManager.shared.currentTheme
    private let logger = AppLogger()
    private let fallbackTheme = ThemeManager()

    func refresh() {
        NetworkLogger.shared.log("refresh")
    }
}
