import Foundation

public enum LegacyAuthKeys {
    public static let current = "legacy.jwt"
}

public func legacyStore(password: String) {
    UserDefaults.standard.set(password, forKey: "legacy_password")
}
