import Foundation
import UIKit

/// Namespace for the checkout flow.
enum Checkout {
    class FlowController: UIResponder {
        var onFinish: (() -> Void)?
    }

    final class ExpressFlowController: FlowController {
        let savedCardID: String

        init(savedCardID: String) {
            self.savedCardID = savedCardID
        }
    }

    struct Fare: Decodable {
        let `class`: String
        let amount: Decimal
    }
}

extension Checkout {
    static func makeFlow(cardID: String? = nil, cellClass: AnyClass = BaseFormCell.self) -> FlowController {
        if let cardID { return ExpressFlowController(savedCardID: cardID) }
        return FlowController()
    }
}
