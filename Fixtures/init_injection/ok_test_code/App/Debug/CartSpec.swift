final class CartSpec {
    let pricing = PricingManager.shared
}
