final class ProfileViewModel {
    var isSignedIn: Bool { SessionManager.shared.token != nil }

    func signOut() {
        SessionManager.shared.token = nil
        AnalyticsClient.shared.track("sign_out")
    }
}
