import Social
import UIKit

final class ShareViewController: SLComposeServiceViewController {
    private let uploader = ShareUploadService()

    override func isContentValid() -> Bool {
        contentText.count <= 500
    }

    override func didSelectPost() {
        uploader.enqueue(text: contentText)
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
    }
}

final class ShareUploadService {
    func enqueue(text: String) {}
}
