import Combine

@MainActor
final class EditorModel: ObservableObject {
    @Published var text = ""
    @Published var isDirty = false
}
