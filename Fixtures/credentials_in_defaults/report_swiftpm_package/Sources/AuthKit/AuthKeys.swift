import Foundation

public enum AuthKeys {
    public static let refresh = "refresh_token"
    public static let lastLogin = "auth.last_login"
}

public enum SettingsKey: String {
    case region = "settings.region"
    case webhook = "settings.webhook_secret"
}
