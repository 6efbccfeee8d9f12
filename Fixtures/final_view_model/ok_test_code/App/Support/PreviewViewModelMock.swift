@MainActor
class PreviewViewModel {
    var title = "Preview"
}
