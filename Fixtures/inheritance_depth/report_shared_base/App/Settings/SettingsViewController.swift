final class SettingsViewController: BaseViewController {}
