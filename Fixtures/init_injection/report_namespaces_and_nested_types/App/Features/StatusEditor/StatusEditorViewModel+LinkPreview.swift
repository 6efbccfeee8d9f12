import Foundation

extension StatusEditor.ViewModel {
    /// Resolves link cards for the composer; nested helper of the view model.
    struct LinkPreviewLoader {
        func preview(for text: String) async -> URL? {
            nil
        }
    }

    func refreshPreviews() async {
        _ = await LinkPreviewLoader().preview(for: text)
    }
}
