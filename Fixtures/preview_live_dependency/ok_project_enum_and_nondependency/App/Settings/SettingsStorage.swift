enum SettingsStorage {
    static let shared = "settings"
}

final class Palette {
    static let shared = Palette()
}
