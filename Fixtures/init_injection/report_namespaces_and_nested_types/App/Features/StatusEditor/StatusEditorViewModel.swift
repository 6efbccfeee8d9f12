import Foundation

extension StatusEditor {
    @MainActor
    final class ViewModel {
        var text = ""
        var attachments: [Attachment] = []

        private let drafts = DraftService()
        private let uploader = StatusEditor.MediaUploadService()
        private let autosave = AutosaveManager()
        private let linkPreviews = LinkPreviewLoader()
        private let draftID = UUID()

        func textDidChange(_ newValue: String) {
            text = newValue
            autosave.schedule { [drafts, draftID] in
                drafts.save(newValue, id: draftID)
            }
        }

        func publish() async throws {
            for attachment in attachments {
                _ = try await uploader.upload(attachment)
            }
            _ = await linkPreviews.preview(for: text)
            AutosaveManager.flushPending()
        }

        /// Debounces draft writes; private to the editor.
        final class AutosaveManager {
            private var pending: (() -> Void)?
            static func flushPending() {}
            func schedule(_ work: @escaping () -> Void) {
                pending = work
            }
        }
    }
}
