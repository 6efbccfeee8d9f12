import Combine

@MainActor
final class EditorModel: ObservableObject {
    @Published var text = ""
}
