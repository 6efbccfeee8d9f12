import Foundation

// Names not matched by allowed_types: [ThemeManager, "*Logger"] stay dependencies.
final class SettingsViewModel {
    private let session = SessionManager.shared
    private let themes = ThemeManagerClient()
    private let loggerService = LoggerService()
    private let provider = AppThemeManager()
}
