import Combine

@MainActor
class BaseStore: ObservableObject {
    @Published var isLoading = false
}
