@MainActor
final class SettingsViewModelMock: SettingsViewModel {}
