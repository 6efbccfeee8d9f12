@MainActor
class CheckoutViewModel {
    var total = 0
}
