@MainActor
class CheckoutPresenter {
    weak var view: CheckoutView?
    var total = 0
}

protocol CheckoutView: AnyObject {
    func show(total: Int)
}
