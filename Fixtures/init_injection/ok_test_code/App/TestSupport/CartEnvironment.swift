final class CartTestEnvironment {
    let service = CartService()
}
