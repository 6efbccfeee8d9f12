final class CartMockRegistry {
    let service = CartService()
}
