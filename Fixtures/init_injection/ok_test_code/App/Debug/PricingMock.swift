final class PricingMockRecorder {
    let service = CartService()
}
