import UserNotifications

final class RichNotificationService: BaseNotificationService {
    private let imageFetcher = NotificationImageFetcher()

    override func serviceExtensionTimeWillExpire() {
        imageFetcher.cancel()
        NotificationMetricsClient().recordTimeout()
    }
}

final class NotificationImageFetcher {
    func cancel() {}
}

struct NotificationMetricsClient {
    func recordTimeout() {}
}
