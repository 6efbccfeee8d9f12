import Foundation

struct TokenResponse: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int
}

/// Keeps the OAuth session between launches.
final class OAuthSessionStore {
    private let defaults: UserDefaults
    private var accessToken: String? = nil
    private var refreshToken: String? = nil
    private var lastRefresh: Date? = nil
    private var isRefreshing = false

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func update(with response: TokenResponse) {
        accessToken = response.accessToken
        refreshToken = response.refreshToken
        lastRefresh = Date()
        save()
    }

    func signOut() {
        accessToken = nil
        refreshToken = nil
        defaults.set(nil, forKey: "oauth.access_token")
        defaults.removeObject(forKey: "oauth.refresh_token")
    }

    private func save() {
        defaults.set(accessToken, forKey: "oauth.session")
        defaults.set(refreshToken, forKey: "oauth.renewal")
        defaults.set(lastRefresh, forKey: "oauth.last_refresh")
        defaults.set(isRefreshing, forKey: "oauth.refreshing")
    }
}
