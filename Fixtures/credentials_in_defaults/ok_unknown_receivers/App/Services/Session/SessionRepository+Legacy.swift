import Foundation

extension SessionRepository {
    /// `defaults` and `store` are declared in SessionRepository.swift; their types are not visible in this file.
    func migrateLegacy(refreshToken: String) {
        defaults.set(refreshToken, forKey: "refresh_token")
    }

    func cacheForWidget(token: String) {
        store.set(token, forKey: "token")
    }
}
