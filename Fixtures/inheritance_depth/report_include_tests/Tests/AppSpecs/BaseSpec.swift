import Quick
import Nimble

class BaseSpec: QuickSpec {}

final class CartSpec: BaseSpec {
    override class func spec() {
        describe("cart") {
            it("starts empty") { expect([Int]().isEmpty).to(beTrue()) }
        }
    }
}
