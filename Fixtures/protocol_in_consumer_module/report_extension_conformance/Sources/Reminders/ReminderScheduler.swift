import Foundation
import Platform
import UserNotifications

public struct ReminderScheduler {
    private let center: NotificationScheduling

    public init(center: NotificationScheduling) { self.center = center }

    public func schedule(_ title: String, at date: Date) async throws {
        let content = UNMutableNotificationContent()
        content.title = title
        let trigger = UNCalendarNotificationTrigger(dateMatching: Calendar.current.dateComponents([.hour, .minute], from: date), repeats: false)
        try await center.add(UNNotificationRequest(identifier: title, content: content, trigger: trigger))
    }
}
