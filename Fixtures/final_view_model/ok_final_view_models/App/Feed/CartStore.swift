import Combine

@MainActor
final class CartStore: ObservableObject {
    @Published var items: [String] = []
}
