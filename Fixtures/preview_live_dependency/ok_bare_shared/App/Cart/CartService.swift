final class CartService {
    static let shared = CartService()
}
