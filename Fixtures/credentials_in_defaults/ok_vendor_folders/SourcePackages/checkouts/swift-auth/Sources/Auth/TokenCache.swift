import Foundation

public enum TokenCacheKeys {
    public static let primary = "refresh_token"
}

public func cache(refreshToken: String) {
    UserDefaults.standard.set(refreshToken, forKey: TokenCacheKeys.primary)
}
