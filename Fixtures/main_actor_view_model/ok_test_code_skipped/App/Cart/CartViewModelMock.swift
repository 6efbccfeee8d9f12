import Foundation
import Combine

final class CartViewModelMock: ObservableObject {
    @Published var value = 0
}
