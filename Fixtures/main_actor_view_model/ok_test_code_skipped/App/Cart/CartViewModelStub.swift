import Foundation
import Combine

final class CartViewModelStub: ObservableObject {
    @Published var value = 0
}
