import Foundation
import CoreUI

struct Product: Identifiable {
    let id: UUID
    let name: String
}

// Isolated through CoreUI.ListViewModel → BaseViewModel (@MainActor), across modules.
final class ProductsViewModel: CoreUI.ListViewModel<Product> {
    func select(_ product: Product) {}
}

final class ProductDetailViewModel: BaseViewModel {
    @Published var product: Product?
}
