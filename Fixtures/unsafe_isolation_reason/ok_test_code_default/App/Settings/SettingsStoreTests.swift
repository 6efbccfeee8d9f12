final class SettingsStoreSpy: @unchecked Sendable {}
