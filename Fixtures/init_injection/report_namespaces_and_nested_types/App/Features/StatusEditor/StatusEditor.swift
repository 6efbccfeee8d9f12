import Foundation

/// Namespace for the status composer feature.
enum StatusEditor {
    final class DraftService {
        static let shared = DraftService()

        private var drafts: [UUID: String] = [:]

        func save(_ text: String, id: UUID) {
            drafts[id] = text
        }

        func restoreAll() -> [String] {
            DraftService.shared === self ? Array(drafts.values) : []
        }
    }

    struct Attachment: Identifiable {
        let id = UUID()
        var localURL: URL
    }
}
