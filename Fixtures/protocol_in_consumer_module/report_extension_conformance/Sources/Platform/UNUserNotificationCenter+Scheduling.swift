import UserNotifications

extension UNUserNotificationCenter: NotificationScheduling {}
