import Foundation

enum Checkout {
    case cart
    case shipping
    case payment

    final class PaymentSheetService {
        func present(amount: Decimal) {}
    }

    final class FlowController {
        private(set) var step: Checkout = .cart
        private let paymentSheet = PaymentSheetService()

        func advance() {
            step = step == .cart ? .shipping : .payment
            if step == .payment {
                paymentSheet.present(amount: 0)
            }
        }
    }
}
