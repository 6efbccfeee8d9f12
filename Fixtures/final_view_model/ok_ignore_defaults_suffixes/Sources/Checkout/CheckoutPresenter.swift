@MainActor
final class CheckoutPresenter {
    var total = 0
}
