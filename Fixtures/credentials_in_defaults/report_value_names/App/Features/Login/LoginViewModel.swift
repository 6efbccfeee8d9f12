import Foundation
import Combine

@MainActor
final class LoginViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api: AuthAPIClient
    private let defaults: UserDefaults
    private var session = StoredSession()
    private var credentials: [SavedCredential] = []
    private let rememberEmail: Bool

    init(api: AuthAPIClient, defaults: UserDefaults = .standard, rememberEmail: Bool = true) {
        self.api = api
        self.defaults = defaults
        self.rememberEmail = rememberEmail
    }

    func signIn() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let response = try await api.signIn(email: email, password: password)
            defaults.set(response.accessToken, forKey: "login.primary")
            session.token = response.accessToken
            defaults.set(session.token!, forKey: "login.cached")
            defaults.set(makeToken(), forKey: "login.generated")
            defaults.set(try await fetchToken(), forKey: "login.fetched")
            defaults.set(password, forKey: "login.last")
            defaults.set(credentials.first?.password, forKey: "login.saved")
            defaults.set(self.session.refreshToken, forKey: "login.renewal")

            defaults.set(email, forKey: "login.email")
            defaults.set("Bearer \(response.accessToken)", forKey: "login.header")
            defaults.set(session.refreshToken ?? "", forKey: "login.fallback")
            defaults.set(response.accessToken.count, forKey: "login.length")
            defaults.set(response.tokenExpiry, forKey: "login.expiry")
            defaults.set(response.tokenCount, forKey: "login.count")
            defaults.set(response.user.passwordHintShown, forKey: "login.hint")
            defaults.set(rememberEmail, forKey: "login.remember_password")
            defaults.set(makeTokenizer(), forKey: "login.tokenizer")
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    private func makeToken() -> String {
        UUID().uuidString
    }

    private func fetchToken() async throws -> String {
        try await api.refreshToken()
    }

    private func makeTokenizer() -> String {
        "whitespace"
    }
}
