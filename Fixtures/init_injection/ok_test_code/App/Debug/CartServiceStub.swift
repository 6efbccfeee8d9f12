final class CartServiceStubbed {
    let service = CartService()
}
