struct CartResponses {
    let pricing = PricingManager.shared
}
