import XCTest

final class CheckoutFlowUI: XCTestCase {
    private let seed = CartService()
}
