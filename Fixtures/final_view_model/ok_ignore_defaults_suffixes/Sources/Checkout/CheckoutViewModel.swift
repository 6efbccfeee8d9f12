// This module calls its view-layer helpers ViewModel without them being screen models.
class CheckoutViewModel {
    var total = 0
}
