import UIKit
import UserNotifications
import UserNotificationsUI

final class NotificationViewController: UIViewController, UNNotificationContentExtension {
    private let previewLoader = MessagePreviewLoader()

    func didReceive(_ notification: UNNotification) {
        previewLoader.load(notification.request.identifier)
    }
}

final class MessagePreviewLoader {
    func load(_ id: String) {}
}
