import UIKit

struct SettingsScreenBuilder {
    private let preferences = PreferencesStorage()

    func build() -> UIViewController {
        let viewModel = SettingsViewModel(preferences: preferences, notifications: NotificationPreferencesService())
        let controller = SettingsViewController(viewModel: viewModel)
        controller.isPremium = AccountManager.shared.isPremium
        return controller
    }
}

extension SettingsScreenBuilder {
    func buildAbout() -> UIViewController {
        AboutViewController(provider: AppVersionProvider(), feedback: FeedbackManager.shared)
    }
}
