import Foundation

@MainActor
final class SessionController {
    private let store = SessionTokenStore()

    func didSignIn(token: String, refreshToken: String) async throws {
        try await store.save(token, account: "access")
        _ = await store.saveRefreshToken(refreshToken)
    }
}
