import Cart
import Payments
import XCTest

final class CartModelChecks: XCTestCase {
    func testCheckout() async throws {
        let model = CartModel(processor: StripePaymentProcessor())
        _ = try await model.checkout(total: 100)
    }
}
