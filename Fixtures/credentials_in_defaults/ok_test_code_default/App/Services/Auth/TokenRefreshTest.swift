import Foundation

struct TokenRefreshTest {
    func arrange(refreshToken: String) { UserDefaults.standard.set(refreshToken, forKey: "refresh") }
}
