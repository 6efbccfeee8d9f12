import Combine

@MainActor
final class CartViewModel: ObservableObject {
    @Published var lines: [String] = []
}
