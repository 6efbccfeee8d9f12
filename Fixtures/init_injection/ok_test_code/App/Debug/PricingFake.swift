final class PricingFake {
    let pricing = PricingManager.shared
}
