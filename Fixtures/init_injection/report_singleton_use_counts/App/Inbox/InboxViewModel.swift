final class InboxViewModel {
    func refresh() {
        let token = SessionManager.shared.token
        _ = token
    }
}
