final class CheckoutFlowTest {
    let service = CartService()
}
