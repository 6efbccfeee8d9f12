import Foundation
import Combine

open class CheckoutViewModel: ObservableObject {
    @Published public var total: Decimal = 0
    public let currencyCode: String

    public init(currencyCode: String = Locale.current.currency?.identifier ?? "USD") {
        self.currencyCode = currencyCode
    }
}
