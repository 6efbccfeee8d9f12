import UserNotifications

class BaseNotificationService: UNNotificationServiceExtension {
    let attachmentLoader = AttachmentLoader()
    var contentHandler: ((UNNotificationContent) -> Void)?

    override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        self.contentHandler = contentHandler
        PushDecryptionManager.shared.decrypt(request.content)
        contentHandler(request.content)
    }
}

final class AttachmentLoader {}

final class PushDecryptionManager {
    static let shared = PushDecryptionManager()
    func decrypt(_ content: UNNotificationContent) {}
}
