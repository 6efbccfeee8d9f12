@testable import App

struct CartFixtures {
    let service = CartService()
    let pricing = PricingManager.shared
}
