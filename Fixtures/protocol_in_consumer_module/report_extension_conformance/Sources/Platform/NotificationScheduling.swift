import UserNotifications

public protocol NotificationScheduling {
    func add(_ request: UNNotificationRequest) async throws
    func removeAllPendingNotificationRequests()
}
