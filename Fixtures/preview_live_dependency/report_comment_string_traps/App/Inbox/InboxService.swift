final class InboxService {
    static let shared = InboxService()
    var count = 0
}
