import Foundation
import Combine

final class CartMocksViewModel: ObservableObject {
    @Published var value = 0
}
