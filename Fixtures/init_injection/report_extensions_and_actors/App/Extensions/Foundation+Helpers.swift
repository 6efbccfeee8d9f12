import Foundation
import UIKit

extension UIViewController {
    func presentError(_ error: Error) {
        ErrorReportingService.shared.report(error)
        let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

extension URLSession {
    static let pinned = URLSession(configuration: .default, delegate: CertificatePinningManager(), delegateQueue: nil)

    func pinnedData(from url: URL) async throws -> Data {
        let validator = CertificatePinningManager()
        validator.prepare()
        return try await data(from: url).0
    }
}

extension Array where Element == Message {
    var unread: [Message] {
        filter { !ReadStateManager.shared.isRead($0.id) }
    }
}

extension InboxFilter {
    var title: String {
        FilterTitleProvider().title(for: self)
    }
}
