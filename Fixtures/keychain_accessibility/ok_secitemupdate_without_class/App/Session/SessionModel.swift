import Foundation

@MainActor
final class SessionModel {
    private let refresher = SessionRefresher()

    func refreshed(token: String) {
        _ = refresher.replaceToken(Data(token.utf8), account: "session")
    }
}
