import UIKit

struct SettingsModuleBuilder {
    let preferences = PreferencesStorage()

    func build() -> UIViewController {
        let viewModel = SettingsViewModel(
            preferences: preferences,
            notifications: NotificationSettingsService(),
            account: AccountDataSource()
        )
        return SettingsViewController(viewModel: viewModel)
    }
}

extension SettingsModuleBuilder {
    func buildLicenses() -> UIViewController {
        LicensesViewController(loader: LicenseFileLoader(bundle: .main))
    }
}
