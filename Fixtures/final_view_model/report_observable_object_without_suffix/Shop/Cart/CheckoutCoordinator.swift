import Combine

@MainActor
class CheckoutCoordinator: NSObject, Combine.ObservableObject {
    @Published var step = 0
}
