import Foundation
import Combine

final class CartSpecViewModel: ObservableObject {
    @Published var value = 0
}
