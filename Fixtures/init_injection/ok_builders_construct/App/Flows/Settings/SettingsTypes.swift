import UIKit

final class SettingsViewModel {
    private let preferences: PreferencesStorage
    private let notifications: NotificationSettingsService
    private let account: AccountDataSource

    init(preferences: PreferencesStorage, notifications: NotificationSettingsService, account: AccountDataSource) {
        self.preferences = preferences
        self.notifications = notifications
        self.account = account
    }
}

final class SettingsViewController: UIViewController {
    private let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class PreferencesStorage {}
final class NotificationSettingsService {}
final class AccountDataSource {}
