import Combine

@MainActor
class CartStore: ObservableObject {
    @Published var items: [String] = []
}
