import Combine

@MainActor
final class PassListModel: ObservableObject {
    @Published var passes: [String] = []
}
