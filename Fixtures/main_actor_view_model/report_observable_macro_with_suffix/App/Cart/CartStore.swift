import Foundation
import Observation

// Near-miss: @Observable without the suffix is not a view model.
@Observable
final class CartStore {
    var persistedLineIDs: [UUID] = []
}

// Near-miss: isolated.
@Observable
@MainActor
final class CheckoutViewModel {
    var isPlacingOrder = false
}

@Observable final class PromoCodeViewModel {
    var code = ""
}
