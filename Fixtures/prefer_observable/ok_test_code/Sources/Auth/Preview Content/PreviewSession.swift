import Combine

final class PreviewSession: ObservableObject {
    @Published var user = "Preview"
}
