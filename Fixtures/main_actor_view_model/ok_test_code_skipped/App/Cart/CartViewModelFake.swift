import Foundation
import Combine

final class CartViewModelFake: ObservableObject {
    @Published var value = 0
}
