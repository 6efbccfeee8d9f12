import XCTest
@testable import App

@MainActor
final class CartViewModelTests: XCTestCase {
    private let service = CartService()

    func testLoad() async {
        let sut = CartViewModel(service: MockCartService())
        await sut.load()
        XCTAssertTrue(sut.items.isEmpty)
        XCTAssertNotNil(PricingManager.shared)
    }
}
